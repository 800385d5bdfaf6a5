import type { LocalSearchHit } from '@/lib/messages/protocol';
import { createKeyedLock } from '../memory/keyed-lock';
import {
  hitReader,
  namedPlaces,
  readSearchRows,
  readSearchVersion,
  type SearchDb,
  SNAPSHOT_KEY,
} from './search-rows';
import { decodeSnapshot, type Snapshot, TermIndex } from './term-index';
import { queryTermIndex } from './term-query';

// Keeps this context's index (term-index.ts) in step with the search rows, whoever wrote them:
// each search reads the row counter, loads the stored snapshot when the context has no index yet,
// and reads the rows numbered after what the index holds. Writers never touch the index.

/** Rows read per request while catching up. */
const PAGE_ROWS = 2000;
/** Rows caught up since the stored snapshot after which a new snapshot is written. */
const SNAPSHOT_AFTER_ROWS = 200;

/** The stored snapshot's generation and seq, read without reading the snapshot. */
const SNAPSHOT_HEAD_KEY = 'snapshotHead';

/** This context's index of one database; its users run one at a time (exclusive). */
class Holder {
  index?: TermIndex;
  /** Rows the index took in since the snapshot it was loaded from or stored as. */
  sinceSnapshot = 0;
  /** The snapshot being stored, if one is. */
  storing?: Promise<void>;
  private readonly lock = createKeyedLock();

  exclusive<T>(use: () => Promise<T>): Promise<T> {
    return this.lock('index', use);
  }
}

const holders = new WeakMap<SearchDb, Holder>();

function holderOf(db: SearchDb): Holder {
  let holder = holders.get(db);
  if (!holder) {
    holder = new Holder();
    holders.set(db, holder);
  }
  return holder;
}

/** Inside a read transaction over search, searchState and meta. */
async function syncIndex(db: SearchDb, holder: Holder): Promise<TermIndex> {
  const [version, stored] = await Promise.all([
    readSearchVersion(db.meta),
    holder.index ? undefined : db.searchState.get(SNAPSHOT_KEY),
  ]);
  let index = holder.index;
  // Another generation (the rows were cleared), or fewer rows than the index saw (the database was
  // deleted and created again): start over from the snapshot, if it is of this generation.
  if (!index || index.generation !== version.generation || index.seq > version.seq) {
    const snapshot = decodeSnapshot(stored ?? (await db.searchState.get(SNAPSHOT_KEY)));
    const usable = snapshot?.generation === version.generation && snapshot.seq <= version.seq;
    index = new TermIndex(version.generation, usable ? snapshot : undefined);
    // Built from the rows alone: store it as soon as it is built.
    holder.sinceSnapshot = usable ? 0 : SNAPSHOT_AFTER_ROWS;
  }
  while (index.seq < version.seq) {
    const raws = await db.search.where(':id').above(index.seq).limit(PAGE_ROWS).toArray();
    for (const raw of raws) {
      const rows = readSearchRows(raw);
      for (const row of rows) index.apply(row);
      // A place whose row (or part of a batch row) is damaged is forgotten.
      const read = new Set(rows.map((row) => row.placeId));
      for (const placeId of namedPlaces(raw)) if (!read.has(placeId)) index.dropPlace(placeId);
    }
    holder.sinceSnapshot += raws.length;
    const last = (raws[raws.length - 1] as { seq?: number } | undefined)?.seq ?? index.seq;
    // The counter can lag the rows (it was lost and not yet written again): the rows decide.
    index.seq = raws.length < PAGE_ROWS ? Math.max(version.seq, last) : last;
  }
  index.flush();
  holder.index = index;
  return index;
}

/** The hits for the dishes found, or undefined when one was damaged (forgotten: query again). */
function readHits(index: TermIndex, dishes: number[]): LocalSearchHit[] | undefined {
  const readers = new Map<number, ReturnType<typeof hitReader>>();
  const hits = dishes.map((dish) => {
    const slot = index.slotOfDish(dish);
    let read = readers.get(slot);
    if (!read) {
      read = hitReader(index.placeIds[slot] as string, index.grades[slot] as number, index.hits[slot] ?? '');
      readers.set(slot, read);
    }
    const hit = read(index.positionOf(dish));
    if (!hit) index.dropDish(dish);
    return hit;
  });
  return hits.every((hit) => hit !== undefined) ? hits : undefined;
}

/**
 * Reads the places' hit fields from their rows, inside the transaction that brought the index up to
 * date (so each is the place's last row). A row missing or damaged makes the index forget the place.
 */
async function fetchHitFields(db: SearchDb, index: TermIndex, slots: number[]): Promise<void> {
  // Places of one batch row share its number: it is read once.
  const seqs = [...new Set(slots.map((slot) => index.seqs[slot] as number))];
  const rows = (await db.search.bulkGet(seqs)).flatMap(readSearchRows);
  const fields = new Map(rows.map((row) => [`${row.seq} ${row.placeId}`, row.hits]));
  for (const slot of slots) {
    const placeId = index.placeIds[slot] as string;
    const hits = fields.get(`${index.seqs[slot]} ${placeId}`);
    if (hits !== undefined) index.hits[slot] = hits;
    else index.dropPlace(placeId);
  }
}

/** The dishes of the saved menus matching the folded query words, best first (of `places` only, when given). */
export async function searchIndexedDishes(
  db: SearchDb,
  words: string[],
  limit: number,
  places?: ReadonlySet<string>,
): Promise<LocalSearchHit[]> {
  const holder = holderOf(db);
  const hits = await holder.exclusive(async () => {
    const loaded = holder.index;
    const loadedSeq = loaded?.seq;
    // Most searches find no new row: the query runs on the index while the counter is read, and
    // stands when the counter has not moved.
    const reading = db.transaction('r', db.meta, () => readSearchVersion(db.meta));
    reading.catch(() => undefined);
    await Promise.resolve();
    const early = loaded && answerFromIndex(loaded, words, limit, places);
    const version = await reading;
    if (Array.isArray(early) && loaded?.generation === version.generation && loaded.seq === version.seq)
      return early;
    return db.transaction('r', [db.search, db.searchState, db.meta], async () => {
      const index = await syncIndex(db, holder);
      // The early query stands when the index took no row since.
      let answer =
        early && index === loaded && index.seq === loadedSeq
          ? early
          : answerFromIndex(index, words, limit, places);
      while (!Array.isArray(answer)) {
        await fetchHitFields(db, index, answer.lacking);
        // A place or dish found damaged meanwhile is forgotten: only then does the query run again.
        answer = readHits(index, answer.dishes) ?? answerFromIndex(index, words, limit, places);
      }
      return answer;
    });
  });
  void storeSnapshotIfDue(db, holder);
  return hits;
}

/** The hits found, or the dishes found with the places whose hit fields the index lacks (to read from rows). */
function answerFromIndex(
  index: TermIndex,
  words: string[],
  limit: number,
  places?: ReadonlySet<string>,
): LocalSearchHit[] | { dishes: number[]; lacking: number[] } {
  for (;;) {
    const dishes = queryTermIndex(index, words, limit, places);
    const slots = [...new Set(dishes.map((dish) => index.slotOfDish(dish)))];
    const lacking = slots.filter((slot) => index.hits[slot] === undefined);
    if (lacking.length > 0) return { dishes, lacking };
    const found = readHits(index, dishes);
    if (found) return found;
  }
}

/**
 * Brings the index up to date and stores its snapshot if due. `written`: every row up to its `seq`,
 * indexed by the caller (the rebuild, so they are not read back); the index starts from it unless
 * it holds more already.
 */
export async function prepareSearchIndex(db: SearchDb, written?: TermIndex): Promise<void> {
  const holder = holderOf(db);
  await holder.exclusive(() => {
    const held = holder.index;
    if (written && (!held || held.generation !== written.generation || held.seq < written.seq)) {
      holder.index = written;
      // Built from the rows alone: store it as soon as it is up to date.
      holder.sinceSnapshot = SNAPSHOT_AFTER_ROWS;
    }
    return db.transaction('r', [db.search, db.searchState, db.meta], () => syncIndex(db, holder));
  });
  await storeSnapshotIfDue(db, holder);
}

/** Compacts and stores the index once due, after the search answered; never over a later snapshot. */
function storeSnapshotIfDue(db: SearchDb, holder: Holder): Promise<void> {
  if (holder.storing) return holder.storing;
  if (holder.sinceSnapshot < SNAPSHOT_AFTER_ROWS || !holder.index) return Promise.resolve();
  holder.storing = (async () => {
    const snapshot = await holder.exclusive(async () => {
      const compacted = (holder.index as TermIndex).compact();
      holder.index = new TermIndex(compacted.snapshot.generation, compacted.snapshot, compacted.hits);
      holder.sinceSnapshot = 0;
      return compacted.snapshot;
    });
    const { generation, seq } = snapshot;
    await db.transaction('rw', [db.searchState, db.meta], async () => {
      const [version, head] = await Promise.all([
        readSearchVersion(db.meta),
        db.searchState.get(SNAPSHOT_HEAD_KEY),
      ]);
      if (version.generation !== generation) return;
      if (head?.generation === generation && Number.isFinite(head.seq) && (head.seq as number) >= seq) return;
      await db.searchState.put(snapshot);
      await db.searchState.put({ key: SNAPSHOT_HEAD_KEY, generation, seq });
    });
    await removeOutlivedRows(db, snapshot);
  })()
    // A snapshot is only a shortcut: failing to store one costs the next start a longer catch-up.
    .catch(() => undefined)
    .finally(() => {
      holder.storing = undefined;
    });
  return holder.storing;
}

/**
 * Deletes the rows up to the snapshot that no longer count: a place's rows before its last, and
 * damaged ones. A place's last row counts even when empty: an older index learns from it that the
 * dishes are gone. Safe beside other contexts: each place of a deleted row has a later row.
 */
async function removeOutlivedRows(db: SearchDb, parts: Snapshot): Promise<void> {
  const kept = new Set(parts.seqs);
  await db.transaction('rw', [db.search, db.meta], async () => {
    if ((await readSearchVersion(db.meta)).generation !== parts.generation) return;
    const keys = await db.search.where(':id').belowOrEqual(parts.seq).primaryKeys();
    const candidates = keys.filter((seq) => !kept.has(seq));
    if (candidates.length === 0) return;
    const rows = await db.search.bulkGet(candidates);
    const indexed = new Set(parts.placeIds);
    /** Per place not in the index (no dishes), its last row. */
    const last = new Map<string, number>();
    rows.forEach((raw, i) => {
      const seq = candidates[i] as number;
      for (const placeId of namedPlaces(raw))
        if (!indexed.has(placeId) && seq > (last.get(placeId) ?? -Infinity)) last.set(placeId, seq);
    });
    const lastRows = new Set(last.values());
    await db.search.bulkDelete(candidates.filter((seq) => !lastRows.has(seq)));
  });
}
