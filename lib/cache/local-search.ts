import type { LocalSearchHit } from '../messages/protocol';
import type { MenuDb } from './db';
import { type DishTokenKey, decodeTokenKey, searchGrade } from './dish-index';
import { type MenuRow, readMenuRow } from './rows';
import { driverToken, MatchTier, matchTier, type ScanStep, scanPlan } from './search-rank';
import { tokenize } from './text';

/** Extra candidates gathered so that a damaged menu row does not shorten the result. */
const SPARE = 8;
const MAX_PAGE = 2048;

/**
 * Local dish search. Reads token-index keys range by range in rank order (search-rank.ts) and stops
 * as soon as it has `limit` dishes; only the menus of those dishes are loaded.
 */
export async function searchDishes(db: MenuDb, query: string, limit: number): Promise<LocalSearchHit[]> {
  const queryTokens = tokenize(query);
  const plan = scanPlan(queryTokens);
  if (plan.length === 0 || limit < 1) return [];
  return db.transaction('r', [db.dishTokens, db.menus], async () => {
    const ranked = await rankedDishes(db, plan, queryTokens, limit + SPARE);
    return collectHits(db, ranked, limit);
  });
}

async function rankedDishes(db: MenuDb, plan: ScanStep[], queryTokens: string[], wanted: number) {
  const unique = [...new Set(queryTokens)];
  const phrase = queryTokens.join(' ');
  const driver = driverToken(queryTokens);
  // Every key holds the driver; one that lacks another query token as a substring cannot match,
  // so it is skipped before decoding.
  const others = unique.filter((token) => token !== driver);
  const seen = new Set<string>();
  const ranked: DishTokenKey[] = [];
  /** Prefix-only matches met while reading a grade's whole-word range, taken in its prefix step. */
  const deferred = new Map<number, DishTokenKey[]>();
  const take = (key: DishTokenKey) => {
    const dishId = `${key.placeId}\u0001${key.dishIndex}`;
    if (!seen.has(dishId)) {
      seen.add(dishId);
      ranked.push(key);
    }
    return ranked.length < wanted;
  };
  // With several query tokens few keys of the driver's range match: read big pages from the start.
  const pageSize = (step: ScanStep) =>
    step.tier === MatchTier.ExactName || others.length > 0 ? MAX_PAGE : Math.max(16, wanted);
  // The first page of every range is requested at once: one round trip instead of one per range.
  const firstPages = new Map(plan.map((step) => [step, readPage(db, step, pageSize(step))]));
  // Marked handled: a failure surfaces through the await below or the transaction, not as unhandled.
  for (const page of firstPages.values()) page.catch(() => undefined);
  for (const step of plan) {
    if (ranked.length >= wanted) break;
    if (step.tier === MatchTier.Prefix && !(deferred.get(step.grade) ?? []).every(take)) break;
    await scanKeys(
      db,
      step,
      pageSize(step),
      firstPages.get(step) ?? readPage(db, step, pageSize(step)),
      (raw) => {
        if (!others.every((token) => raw.includes(token))) return true;
        const key = decodeTokenKey(raw);
        const tier = key && matchTier(key.nameKey.split(' '), unique, phrase);
        if (!key || tier === undefined) return true;
        if (tier === step.tier) return take(key);
        if (tier === MatchTier.Prefix) {
          const list = deferred.get(step.grade) ?? [];
          list.push(key);
          deferred.set(step.grade, list);
        }
        return true;
      },
    );
  }
  // Settle prefetched pages that were never awaited, so no request outlives the transaction unseen.
  await Promise.all(firstPages.values());
  return ranked;
}

function readPage(
  db: MenuDb,
  step: ScanStep,
  pageSize: number,
  lower = step.lower,
  includeLower = step.tier !== MatchTier.Prefix,
) {
  return db.dishTokens
    .where(':id')
    .between(lower, step.upper, includeLower, false)
    .limit(pageSize)
    .primaryKeys();
}

/** Visits the keys of one range in order, a page at a time, until `visit` returns false. */
async function scanKeys(
  db: MenuDb,
  step: ScanStep,
  firstPage: number,
  firstPageRead: Promise<string[]>,
  visit: (key: string) => boolean,
) {
  let pageSize = firstPage;
  let page = await firstPageRead;
  for (;;) {
    for (const key of page) if (!visit(key)) return;
    const last = page[page.length - 1];
    if (page.length < pageSize || last === undefined) return;
    pageSize = Math.min(pageSize * 4, MAX_PAGE);
    page = await readPage(db, step, pageSize, last, false);
  }
}

/** Loads the menus of the first `limit` ranked dishes; the spare ones only to replace damaged hits. */
async function collectHits(db: MenuDb, ranked: DishTokenKey[], limit: number): Promise<LocalSearchHit[]> {
  const menus = new Map<string, MenuRow | undefined>();
  const hits: LocalSearchHit[] = [];
  for (let start = 0; start < ranked.length && hits.length < limit; ) {
    const batch = ranked.slice(start, start + limit - hits.length);
    start += batch.length;
    const placeIds = [...new Set(batch.map((key) => key.placeId))].filter((id) => !menus.has(id));
    const rows = await db.menus.bulkGet(placeIds);
    placeIds.forEach((placeId, i) => {
      menus.set(placeId, readMenuRow(rows[i]));
    });
    for (const key of batch) {
      const hit = toHit(menus.get(key.placeId), key);
      if (hit) hits.push(hit);
    }
  }
  return hits;
}

function toHit(row: MenuRow | undefined, key: DishTokenKey): LocalSearchHit | undefined {
  const dish = row?.menu.dishes[key.dishIndex];
  if (!row || !dish || searchGrade(row.menu.status) === undefined) return undefined;
  // Guards against an index row that no longer describes the stored dish.
  if (tokenize(dish.name).join(' ') !== key.nameKey) return undefined;
  return {
    dish: dish.name,
    placeId: row.placeId,
    restaurant: row.menu.name,
    price: dish.price,
    status: row.menu.status,
    verifiedAt: row.menu.verifiedAt,
    section: dish.section,
    diet: dish.diet,
  };
}
