import { deriveFeatureId } from './build.ts';
import { featureIdToCid, featureIdToPlaceId } from './ids.ts';
import type { CatalogEntry, UntypedRecord } from './types.ts';

/**
 * Records that break the contract or attack the client. Served only in test mode or with
 * `includeHostile: true`; the extension must render them as inert text or reject them.
 */
interface HostileSpec {
  key: 'xss' | 'javascriptUrl' | 'wrongTypes' | 'unknownStatus' | 'huge';
  name: string;
  lat: number;
  lng: number;
  record: (placeId: string) => UntypedRecord;
}

const XSS_IMG = '<img src=x onerror=alert(1)>';
const XSS_SCRIPT = '<script>alert("xss")</script>';

function xssRecord(placeId: string): UntypedRecord {
  return {
    place_id: placeId,
    name: `<b>Evil</b> Eats ${XSS_IMG}`,
    items: [
      item(XSS_IMG, 'Tastes like <iframe src="https://evil.example">', 'Starters'),
      item(`Soup ${XSS_SCRIPT}`, '"><svg onload=alert(1)>', '<h1>Mains</h1>'),
      item('Cake <a href="javascript:alert(1)">click</a>', null, 'Desserts'),
    ],
    diet_tags: ['vegan', XSS_IMG],
    prices: { currency: 'EUR' },
    source_url: 'https://evil.example/menu?q=<script>alert(1)</script>',
    verified_at: '2026-11-01T00:00:00Z',
    menu_status: 'verified',
  };
}

function item(name: string, description: string | null, section: string): UntypedRecord {
  return { name, description, price: { amount: 5, currency: 'EUR' }, section, diet_tags: [] };
}

function javascriptUrlRecord(placeId: string): UntypedRecord {
  return {
    place_id: placeId,
    name: 'Link Trap Café',
    items: [item('Toasted sandwich', 'Ham and cheese', 'Lunch'), item('Tomato soup', null, 'Lunch')],
    diet_tags: [],
    prices: { currency: 'EUR' },
    source_url: 'javascript:alert(1)',
    verified_at: '2026-10-15T12:00:00Z',
    menu_status: 'crawled',
  };
}

function wrongTypesRecord(placeId: string): UntypedRecord {
  return {
    place_id: 12345,
    name: 67890,
    items: { 0: 'Soup', 1: { name: 42, price: 'cheap', diet_tags: 'vegan' } },
    diet_tags: 'vegan',
    prices: 'cheap',
    source_url: 42,
    verified_at: 'last tuesday',
    menu_status: 3,
    reason: ['closed'],
    extra: { place_id: placeId },
  };
}

function unknownStatusRecord(placeId: string): UntypedRecord {
  return {
    place_id: placeId,
    name: 'Future Grade Diner',
    items: [item('Club sandwich', null, 'Mains')],
    diet_tags: [],
    prices: { currency: 'USD' },
    source_url: 'https://futuregrade.example/menu',
    verified_at: '2026-11-01T00:00:00Z',
    menu_status: 'owner_confirmed',
  };
}

const FILLER =
  'Lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et dolore ' +
  'magna aliqua ut enim ad minim veniam quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo';

/** About 3.6 MB of JSON: 14,000 items with long descriptions. */
function hugeRecord(placeId: string): UntypedRecord {
  const items = Array.from({ length: 14_000 }, (_, index) => ({
    name: `Bulk platter ${index + 1}`,
    description: FILLER,
    price: { amount: 10 + (index % 40), currency: 'EUR' },
    section: `Section ${Math.floor(index / 100) + 1}`,
    diet_tags: [],
  }));
  return {
    place_id: placeId,
    name: 'Gigantic Menu Emporium',
    items,
    diet_tags: [],
    prices: { currency: 'EUR' },
    source_url: 'https://gigantic.example/menu',
    verified_at: '2026-11-01T00:00:00Z',
    menu_status: 'crawled',
  };
}

const SPECS: readonly HostileSpec[] = [
  { key: 'xss', name: 'Evil Eats', lat: 50.1109, lng: 8.6821, record: xssRecord },
  { key: 'javascriptUrl', name: 'Link Trap Café', lat: 50.1155, lng: 8.6842, record: javascriptUrlRecord },
  { key: 'wrongTypes', name: 'Wrong Types Tavern', lat: 50.1072, lng: 8.6638, record: wrongTypesRecord },
  {
    key: 'unknownStatus',
    name: 'Future Grade Diner',
    lat: 50.1191,
    lng: 8.6391,
    record: unknownStatusRecord,
  },
  { key: 'huge', name: 'Gigantic Menu Emporium', lat: 50.1013, lng: 8.6999, record: hugeRecord },
];

function featureIdOf(spec: HostileSpec): string {
  return deriveFeatureId(spec.lat, spec.lng, `hostile|${spec.key}`);
}

type HostileKey = HostileSpec['key'];

export const HOSTILE_IDS = Object.fromEntries(
  SPECS.map((spec) => [spec.key, featureIdToPlaceId(featureIdOf(spec))]),
) as Readonly<Record<HostileKey, string>>;

let cached: readonly CatalogEntry[] | undefined;

/** Built on first use: the huge record costs a few megabytes. */
export function hostileEntries(): readonly CatalogEntry[] {
  cached ??= SPECS.map((spec) => {
    const featureId = featureIdOf(spec);
    const placeId = featureIdToPlaceId(featureId);
    return {
      placeId,
      featureId,
      cid: featureIdToCid(featureId),
      name: spec.name,
      cuisine: 'Hostile',
      city: 'Frankfurt',
      country: 'DE',
      lat: spec.lat,
      lng: spec.lng,
      record: spec.record(placeId),
    };
  });
  return cached;
}
