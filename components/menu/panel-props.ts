import type { MenuView, PanelWords } from '@/lib/messages/view';

/** What the panel asks its host to do; the components never act themselves. */
export interface MenuPanelActions {
  /** Manual "Show menu" and every retry. */
  onLookup(): void;
  onOpenOptions(): void;
  /** Forgets the note of what changed in the menu shown; without it the note has no button. */
  onDismissChanges?(): void;
}

export interface MenuPanelProps {
  view: MenuView;
  /** Popup layout (narrower, denser). */
  compact?: boolean;
  /** What the panel says of the view's outcome, in the reader's language (view.ts). */
  words: PanelWords;
  actions: MenuPanelActions;
}
