import { join } from 'node:path';
import { dateText } from '@/lib/format/time-text.ts';
import { type Catalogue, t, useCatalogue } from '@/lib/i18n/messages.ts';
import english from '@/locales/en.json';
import { SAMPLE_CATALOG } from '@/service/index.ts';
import { writePlaceList } from '@/testing/place-lists.ts';
import type { Stack } from '@/testing/stack.ts';
import type { Say } from './log.ts';

// A place list under Saved opened offline, nearest first from its centre (issue 33 §2), and its
// dish search. The list is written as the trip pack keeps one.

const TIMEOUT = 30_000;
const NAMES = [
  'Le Petit Bistrot',
  'Taberna El Rincón',
  'Green Leaf Kitchen',
  'Kebab Haus Anatolia',
  'Café Müller',
];
/** The map's centre when the list was saved: Paris, over a search zoomed out on western Europe. */
const CENTRE = { lat: 48.8566, lng: 2.3522 };

export async function listScenes(stack: Stack, outDir: string, say: Say): Promise<string[]> {
  const shots: string[] = [];
  const entries = NAMES.map((name) => {
    const entry = SAMPLE_CATALOG.find((candidate) => candidate.name === name);
    if (!entry) throw new Error(`no sample restaurant ${name}`);
    // Where the catalog puts it, as the results list's links carry it (testing/maps-site builds them
    // from the catalog): the list and its dish search then give one distance per place.
    return { placeId: entry.placeId, name, at: { lat: entry.lat, lng: entry.lng } };
  });
  const popup = await stack.context.newPage();
  await popup.setViewportSize({ width: 400, height: 600 });
  await popup.goto(stack.extensionUrl('popup.html'));
  await popup.locator('.popup-main').waitFor({ timeout: TIMEOUT });
  // Four of the five saved (one lookup each); the kebab house is left unsaved.
  for (const { placeId, name } of entries) {
    if (name === 'Kebab Haus Anatolia') continue;
    await popup.evaluate(
      (id) =>
        (
          globalThis as unknown as { chrome: { runtime: { sendMessage(m: unknown): Promise<unknown> } } }
        ).chrome.runtime.sendMessage({
          type: 'menu.forPlace',
          placeId: id,
          userInitiated: true,
        }),
      placeId,
    );
  }
  const now = Date.now();
  // Named as the trip pack names the lists it keeps (components/popup/pack/ThisList.tsx).
  const query = 'vegetarian restaurants';
  useCatalogue('en', english as Catalogue);
  await writePlaceList(popup, {
    id: 'demo-trip',
    name: t('pack.listName', { query, date: dateText(now) }),
    query,
    createdAt: now,
    updatedAt: now,
    centre: CENTRE,
    places: entries,
  });
  const shoot = async (name: string) => {
    const path = join(outDir, `${name}.png`);
    await popup.mouse.move(0, 0);
    await popup.screenshot({ path, fullPage: true });
    shots.push(path);
    say(`Place list: ${path}`);
  };

  await stack.context.setOffline(true);
  try {
    await popup.reload();
    await popup.getByRole('tab', { name: 'Saved', exact: true }).click();
    await popup.getByRole('list', { name: 'Your lists', exact: true }).getByRole('button').first().click();
    await popup.getByLabel('Order', { exact: true }).selectOption('centre');
    await popup.getByRole('list', { name: 'Places in this list' }).waitFor({ timeout: TIMEOUT });
    await shoot('popup-list-nearest');
    await popup.getByRole('searchbox', { name: 'Search dishes in this list' }).fill('chocolat');
    await popup.getByRole('list', { name: 'Dishes in this list' }).waitFor({ timeout: TIMEOUT });
    await shoot('popup-list-search');
  } finally {
    await stack.context.setOffline(false);
    await popup.close();
  }
  return shots;
}
