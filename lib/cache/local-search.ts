import type { LocalSearchHit } from '../messages/protocol';
import type { MenuDb } from './db';
import { type DishTokenKey, decodeTokenKey, searchGrade } from './dish-index';
import { type MenuRow, readMenuRow } from './rows';
import { MatchTier, matchTier, type ScanStep, scanPlan } from './search-rank';
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
    return (await collectHits(db, ranked)).slice(0, limit);
  });
}

async function rankedDishes(db: MenuDb, plan: ScanStep[], queryTokens: string[], wanted: number) {
  const unique = [...new Set(queryTokens)];
  const phrase = queryTokens.join(' ');
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
  for (const step of plan) {
    if (ranked.length >= wanted) break;
    if (step.tier === MatchTier.Prefix && !(deferred.get(step.grade) ?? []).every(take)) break;
    await scanKeys(db, step, wanted - ranked.length, (raw) => {
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
    });
  }
  return ranked;
}

/** Visits the keys of one range in order, a page at a time, until `visit` returns false. */
async function scanKeys(db: MenuDb, step: ScanStep, firstPage: number, visit: (key: string) => boolean) {
  let lower = step.lower;
  let includeLower = step.tier !== MatchTier.Prefix;
  let pageSize = step.tier === MatchTier.ExactName ? MAX_PAGE : Math.max(16, firstPage);
  for (;;) {
    const page = await db.dishTokens
      .where(':id')
      .between(lower, step.upper, includeLower, false)
      .limit(pageSize)
      .primaryKeys();
    for (const key of page) if (!visit(key)) return;
    const last = page[page.length - 1];
    if (page.length < pageSize || last === undefined) return;
    lower = last;
    includeLower = false;
    pageSize = Math.min(pageSize * 4, MAX_PAGE);
  }
}

async function collectHits(db: MenuDb, ranked: DishTokenKey[]): Promise<LocalSearchHit[]> {
  const placeIds = [...new Set(ranked.map((key) => key.placeId))];
  const rows = await db.menus.bulkGet(placeIds);
  const menus = new Map(placeIds.map((placeId, i) => [placeId, readMenuRow(rows[i])]));
  return ranked.flatMap((key) => toHit(menus.get(key.placeId), key) ?? []);
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
