import type { IndexableType, Transaction } from 'dexie';
import { z } from '@/lib/zod';
import {
  buildSearchRow,
  nameFolder,
  newSearchGeneration,
  readSearchVersion,
  type SearchDb,
} from './search-rows';
import { readSearchSource } from './search-source';
import { prepareSearchIndex } from './search-sync';
import { TermIndex } from './term-index';

// Builds the search rows of menus stored before they existed (the upgrade to version 6) or with
// older words (version 8, search-text.ts) after the upgrade, not inside it (an upgrade transaction
// holds the whole database): in chunks, each read, then written in a short transaction that leaves
// `menus` free. Any context that opens the database drives it; two can safely. Its rows are
// numbered below every row a write numbers: a menu written after its chunk was read keeps its row.

const CHUNK = 500;
/** Places per stored row: few enough that the first search after a start reads little besides the hits. */
const PLACES_PER_ROW = 50;
/** Rows of version 5's dish index deleted per transaction: each holds the database a few dozen ms. */
const OLD_ROWS_CHUNK = 500;
const OLD_INDEX = 'dishIndex';
/** The rebuild's first row number: far below zero, counting up. */
const FIRST_REBUILD_SEQ = -(2 ** 52);

const REBUILD_KEY = 'rebuild';
/** While present, the menus after `after` lack their rows, the next numbered `nextSeq`. */
const RebuildStateSchema = z.object({ key: z.literal(REBUILD_KEY), after: z.string(), nextSeq: z.int() });

/**
 * The upgrade's part: the rows and snapshot there are go (a row of older words numbered above the
 * rebuild's would outlive them, and the rebuild numbers from FIRST_REBUILD_SEQ again; at version 6
 * both tables were just created, empty), every menu needs its row, and a new generation of rows starts.
 */
export async function scheduleSearchRebuild(tx: Transaction): Promise<void> {
  await Promise.all([tx.table('search').clear(), tx.table('searchState').clear()]);
  await tx.table('searchState').put({ key: REBUILD_KEY, after: '', nextSeq: FIRST_REBUILD_SEQ });
  await newSearchGeneration(tx.table('meta'));
}

const running = new WeakMap<SearchDb, Promise<void>>();
/** Databases seen without a rebuild due since they were opened: only an upgrade schedules one. */
const finished = new WeakSet<SearchDb>();

/**
 * Resolves once no menu lacks its search row (starting this context's rebuild if one is due), with
 * the index built and its snapshot stored. `opened`: the database was just opened, so look again.
 */
export function finishSearchRebuild(db: SearchDb, { opened = false } = {}): Promise<void> {
  if (opened) finished.delete(db);
  if (finished.has(db)) return Promise.resolve();
  const run =
    running.get(db) ??
    rebuild(db)
      .then(() => {
        finished.add(db);
      })
      .finally(() => running.delete(db));
  running.set(db, run);
  return run;
}

async function readRebuildState(db: SearchDb) {
  const parsed = RebuildStateSchema.safeParse(await db.searchState.get(REBUILD_KEY));
  return parsed.success ? parsed.data : undefined;
}

function readChunk(db: SearchDb, after: string): Promise<unknown[]> {
  return db.menus.where(':id').above(after).limit(CHUNK).toArray();
}

async function rebuild(db: SearchDb): Promise<void> {
  let state: { after: string; nextSeq: number } | undefined = await readRebuildState(db);
  if (!state) return;
  // Indexed as written while this context writes every row from the first; else read back.
  let written: TermIndex | undefined;
  // One folder for the whole rebuild: dish names recur across menus.
  const fold = nameFolder();
  let chunk = readChunk(db, state.after);
  while (state) {
    const from = state;
    const raws = await chunk;
    const lastKey = (raws[raws.length - 1] as { placeId?: unknown } | undefined)?.placeId;
    const done = raws.length < CHUNK || typeof lastKey !== 'string';
    // The next chunk is read while this one is built and written.
    if (!done) {
      chunk = readChunk(db, lastKey);
      chunk.catch(() => undefined);
    }
    // A row that cannot be read gets no search row (nor did it get index rows before).
    const menus = raws.flatMap((raw) => readSearchSource(raw) ?? []);
    // Stored PLACES_PER_ROW places to a row, each batch numbered as its places are.
    const rows = menus.map((menu, i) =>
      buildSearchRow(menu, from.nextSeq + Math.floor(i / PLACES_PER_ROW), fold),
    );
    const batches = Array.from({ length: Math.ceil(rows.length / PLACES_PER_ROW) }, (_, i) => ({
      seq: from.nextSeq + i,
      places: rows.slice(i * PLACES_PER_ROW, (i + 1) * PLACES_PER_ROW).map(({ seq: _, ...place }) => place),
    }));
    const next = done ? undefined : { after: lastKey, nextSeq: from.nextSeq + batches.length };
    const generation = await db.transaction('rw', [db.search, db.searchState, db.meta], async () => {
      const [current, version] = await Promise.all([readRebuildState(db), readSearchVersion(db.meta)]);
      // Another context took this chunk, or the cache was cleared: read again where it stands.
      if (current?.after !== from.after || current.nextSeq !== from.nextSeq) return undefined;
      await db.search.bulkAdd(batches);
      await (next ? db.searchState.put({ key: REBUILD_KEY, ...next }) : db.searchState.delete(REBUILD_KEY));
      return version.generation;
    });
    if (generation === undefined) {
      written = undefined;
      state = await readRebuildState(db);
      if (state) chunk = readChunk(db, state.after);
      continue;
    }
    if (from.nextSeq === FIRST_REBUILD_SEQ) written = new TermIndex(generation);
    if (written?.generation === generation) {
      for (const row of rows) written.apply(row);
      written.seq = rows[rows.length - 1]?.seq ?? written.seq;
    } else written = undefined;
    state = next;
  }
  await prepareSearchIndex(db, written);
}

/**
 * Empties version 5's dish index in short transactions after the rebuild (all at once holds every
 * other read). Each chunk starts after the last key deleted: deleted rows stay on disk until
 * compacted, and walking them again makes each chunk slower than the last. Two runs at once (the
 * database opened again meanwhile) only delete the same rows twice.
 */
export async function emptyOldIndex(db: SearchDb): Promise<void> {
  if (!db.tables.some((table) => table.name === OLD_INDEX)) return;
  const table = db.table<unknown, IndexableType>(OLD_INDEX);
  let after: IndexableType | undefined;
  for (;;) {
    const rest = after === undefined ? table.toCollection() : table.where(':id').above(after);
    const keys = await rest.limit(OLD_ROWS_CHUNK).primaryKeys();
    const [first, last] = [keys[0], keys[keys.length - 1]];
    if (first === undefined || last === undefined) return;
    // One range: nothing writes this table any more.
    await table.where(':id').between(first, last, true, true).delete();
    after = last;
  }
}
