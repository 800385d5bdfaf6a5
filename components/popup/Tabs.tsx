import type { ComponentChildren } from 'preact';

export interface TabSpec<K extends string> {
  key: K;
  label: string;
}

interface TabsProps<K extends string> {
  idBase: string;
  tabs: ReadonlyArray<TabSpec<K>>;
  selected: K;
  onSelect(key: K): void;
  label: string;
}

export const tabId = (idBase: string, key: string) => `${idBase}-tab-${key}`;
export const panelId = (idBase: string, key: string) => `${idBase}-panel-${key}`;

/** WAI-ARIA tabs with a roving tab stop: arrows, Home and End move and select. */
export function Tabs<K extends string>({ idBase, tabs, selected, onSelect, label }: TabsProps<K>) {
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[(next + tabs.length) % tabs.length];
    if (!target) return;
    onSelect(target.key);
    document.getElementById(tabId(idBase, target.key))?.focus();
  };
  return (
    <div role="tablist" aria-label={label} class="popup-tabs">
      {tabs.map((tab, index) => (
        <button
          key={tab.key}
          id={tabId(idBase, tab.key)}
          type="button"
          role="tab"
          class="popup-tab"
          aria-selected={tab.key === selected ? 'true' : 'false'}
          aria-controls={panelId(idBase, tab.key)}
          tabIndex={tab.key === selected ? 0 : -1}
          onClick={() => onSelect(tab.key)}
          onKeyDown={(event) => move(event, index)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

interface TabPanelProps {
  idBase: string;
  tabKey: string;
  selected: boolean;
  children: ComponentChildren;
}

export function TabPanel({ idBase, tabKey, selected, children }: TabPanelProps) {
  return (
    <div
      id={panelId(idBase, tabKey)}
      role="tabpanel"
      aria-labelledby={tabId(idBase, tabKey)}
      class="popup-panel"
      hidden={!selected}
    >
      {children}
    </div>
  );
}
