import { useLayoutEffect, useState } from 'preact/hooks';
import { useStorageRoom } from '@/components/options/saved/use-storage-room';
import { t } from '@/lib/i18n/messages';
import { markMenuShown } from '@/lib/popup/menu-shown-mark';
import type { PopupPort } from '@/lib/popup/popup-port';
import { noPlaceView } from '@/lib/popup/popup-views';
import { CurrentPlace } from './CurrentPlace';
import { type OpenedPlace, PlaceDetail } from './PlaceDetail';
import { PopupHeader } from './PopupHeader';
import { ThisList } from './pack/ThisList';
import { useThisList } from './pack/use-this-list';
import { SearchPanel } from './SearchPanel';
import { SetupNotice, setupNeed } from './SetupNotice';
import { SavedMenus } from './saved/SavedMenus';
import { TabPanel, Tabs, tabId } from './Tabs';
import { useDishSearch } from './use-dish-search';
import { useMenuView } from './use-menu-view';
import { useOnline, usePopupStatus } from './use-popup-status';

type TabKey = 'place' | 'search' | 'saved';
const TABS = [
  { key: 'place', label: 'popup.tab.place' },
  { key: 'search', label: 'popup.tab.search' },
  { key: 'saved', label: 'popup.tab.saved' },
] as const;
const ID_BASE = 'popup';

export function PopupApp({ port }: { port: PopupPort }) {
  const { status, refresh: refreshStatus } = usePopupStatus(port);
  const roomLeft = useStorageRoom(port);
  const online = useOnline(port);
  const loadTab = async () => {
    const tabId = await port.currentTabId();
    return tabId === null ? noPlaceView(!port.isOnline()) : port.menuForTab(tabId);
  };
  const current = useMenuView(port, { load: loadTab, refresh: loadTab }, refreshStatus);
  const menuShown = current.view?.menu != null;
  useLayoutEffect(() => {
    if (menuShown) markMenuShown();
  }, [menuShown]);
  const search = useDishSearch(port, refreshStatus);
  const thisList = useThisList(port);
  const [chosenTab, setChosenTab] = useState<TabKey | null>(null);
  const [opened, setOpened] = useState<{ search: OpenedPlace | null; saved: OpenedPlace | null }>({
    search: null,
    saved: null,
  });
  const [savedReload, setSavedReload] = useState(0);
  const [savedOpened, setSavedOpened] = useState(false);

  const noPlace = current.view?.outcome.kind === 'no_place';
  // A results list is shown in the place tab ("this list"): it opens there rather than on search. A
  // place opened over the list is shown first, with a way to the list.
  const [listChosen, setListChosen] = useState(false);
  const listShown = thisList.list !== null && (noPlace || listChosen);
  const tab: TabKey = chosenTab ?? (noPlace && !listShown ? 'search' : 'place');
  const now = port.now();
  const openOptions = () => void port.openOptions();
  const selectTab = (key: TabKey) => {
    if (key === 'saved') {
      setSavedOpened(true);
      setSavedReload((n) => n + 1);
    }
    setChosenTab(key);
  };
  // The saved list is read once the current place is shown (or its tab is opened): its request
  // must not hold up the menu the popup was opened for.
  const loadSaved = savedOpened || current.view !== null;
  const open = (from: 'search' | 'saved', place: OpenedPlace | null) =>
    setOpened((current) => ({ ...current, [from]: place }));
  const detail = (from: 'search' | 'saved') => {
    const place = opened[from];
    return (
      place && (
        <PlaceDetail
          key={place.placeId}
          port={port}
          place={place}
          now={now}
          onBack={() => {
            open(from, null);
            document.getElementById(tabId(ID_BASE, from))?.focus();
          }}
          onSettled={refreshStatus}
        />
      )
    );
  };

  // A first run (no key yet): nothing works before this step, so the popup shows one message and
  // one button. A refused key or a missing service address stops lookups only: the step shows above
  // the tabs, and Saved and the free dish search (which need neither) stay usable.
  const need = setupNeed(status, current.view?.outcome.kind ?? null);
  if (need === 'no_key') {
    return (
      <div class="popup popup--setup">
        <PopupHeader status={null} offline={false} />
        <main class="popup-main">
          <SetupNotice status={status} need={need} roomLeft={roomLeft} onOpenOptions={openOptions} />
        </main>
      </div>
    );
  }

  return (
    <div class="popup">
      <PopupHeader
        status={status}
        offline={!online || current.view?.offline === true}
        onOpenOptions={openOptions}
      />
      <SetupNotice status={status} need={need} banner roomLeft={roomLeft} onOpenOptions={openOptions} />
      <main class="popup-main">
        <Tabs
          idBase={ID_BASE}
          tabs={TABS.map(({ key, label }) => ({ key, label: t(label) }))}
          selected={tab}
          onSelect={selectTab}
          label={t('popup.sections')}
        />
        <div class="popup-panels">
          <TabPanel idBase={ID_BASE} tabKey="place" selected={tab === 'place'}>
            {listShown ? (
              <>
                {!noPlace && (
                  <button
                    type="button"
                    class="popup-button popup-list-way"
                    onClick={() => setListChosen(false)}
                  >
                    {t('popup.back')}
                  </button>
                )}
                <ThisList state={thisList} now={now} />
              </>
            ) : (
              <>
                {thisList.list && (
                  <button
                    type="button"
                    class="popup-button popup-list-way"
                    onClick={() => setListChosen(true)}
                  >
                    {t('pack.heading', { query: thisList.list.query })}
                  </button>
                )}
                <CurrentPlace
                  state={current}
                  now={now}
                  onOpenOptions={openOptions}
                  onSearch={() => selectTab('search')}
                />
              </>
            )}
          </TabPanel>
          <TabPanel idBase={ID_BASE} tabKey="search" selected={tab === 'search'}>
            <div hidden={opened.search !== null}>
              <SearchPanel
                search={search}
                now={now}
                noPlace={noPlace}
                onOpen={(item) => open('search', { placeId: item.placeId, name: item.restaurant })}
                onOpenOptions={openOptions}
                diets={current.view?.dietPreferences ?? []}
              />
            </div>
            {detail('search')}
          </TabPanel>
          <TabPanel idBase={ID_BASE} tabKey="saved" selected={tab === 'saved'}>
            <div hidden={opened.saved !== null}>
              {loadSaved && (
                <SavedMenus
                  port={port}
                  now={now}
                  reloadKey={savedReload}
                  onOpen={(menu) => open('saved', { placeId: menu.placeId, name: menu.name })}
                  onOpenPlace={(place) => open('saved', place)}
                />
              )}
            </div>
            {detail('saved')}
          </TabPanel>
        </div>
      </main>
    </div>
  );
}
