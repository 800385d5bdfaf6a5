import type { Transaction } from 'dexie';
import { readMenuRow } from '@/lib/cache/rows';
import {
  buildSearchRow,
  nameFolder,
  newSearchGenerationIn,
  REBUILD_KEY,
  RebuildStateSchema,
  type SearchDb,
} from './search-rows';
import { prepareSearchIndex } from './search-sync';

// Builds the search rows of menus stored before they existed (the upgrade to version 6), after
// the upgrade rather than inside it: an upgrade transaction holds the whole database, so every
// read waited for the rebuild (85 s at 10,000 menus with version 5's index). The upgrade only
// notes where the rebuild stands; it then runs in chunks of menus, each read in a read-only
// transaction (reads of menus never wait for it) and its rows written in a short transaction
// that leaves `menus` free. Any context that opens the database drives it; two can safely.
// Its rows are numbered below zero, under every row a write numbers (from 1): a menu written
// after the chunk holding it was read keeps the row of that write, the later one to count.

const CHUNK = 500;
/** The rebuild's first row number: far below zero, counting up. */
const FIRST_REBUILD_SEQ = -(2 ** 52);

/** The upgrade's part: note that every menu needs its row, and start a new generation of rows. */
export async function scheduleSearchRebuild(tx: Transaction): Promise<void> {
  await tx.table('searchState').put({ key: REBUILD_KEY, after: '', nextSeq: FIRST_REBUILD_SEQ });
  await newSearchGenerationIn(tx);
}

const running = new WeakMap<SearchDb, Promise<void>>();

/**
 * Resolves once no menu lacks its search row: at once when none does, else when this context's
 * rebuild has finished (it starts one if none runs here). The index is then built and its
 * snapshot stored, so that the first search after a restart does not build it again.
 */
export function finishSearchRebuild(db: SearchDb): Promise<void> {
  let run = running.get(db);
  if (!run) {
    run = rebuild(db).finally(() => running.delete(db));
    running.set(db, run);
  }
  return run;
}

async function readRebuildState(db: SearchDb) {
  const parsed = RebuildStateSchema.safeParse(await db.searchState.get(REBUILD_KEY));
  return parsed.success ? parsed.data : undefined;
}

async function rebuild(db: SearchDb): Promise<void> {
  let rebuilt = false;
  for (;;) {
    const state = await readRebuildState(db);
    if (!state) break;
    rebuilt = true;
    const raws: unknown[] = await db.menus.where(':id').above(state.after).limit(CHUNK).toArray();
    const lastKey = (raws[raws.length - 1] as { placeId?: unknown } | undefined)?.placeId;
    // A row that cannot be read gets no search row (nor did it get index rows before).
    const menus = raws.flatMap((raw) => readMenuRow(raw)?.menu ?? []);
    const fold = nameFolder();
    const rows = menus.map((menu, i) => buildSearchRow(menu, state.nextSeq + i, fold));
    await db.transaction('rw', [db.search, db.searchState], async () => {
      const current = await readRebuildState(db);
      // Another context took this chunk, or the cache was cleared: read again where it stands.
      if (current?.after !== state.after || current.nextSeq !== state.nextSeq) return;
      await db.search.bulkAdd(rows);
      const nextSeq = state.nextSeq + rows.length;
      if (raws.length < CHUNK || typeof lastKey !== 'string') await db.searchState.delete(REBUILD_KEY);
      else await db.searchState.put({ key: REBUILD_KEY, after: lastKey, nextSeq });
    });
  }
  if (rebuilt) await prepareSearchIndex(db);
}
