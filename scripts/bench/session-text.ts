import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extensionWorker, launchWithExtension } from '@/testing/chromium.ts';
import { type Summary, summarize } from './report/stats.ts';

// What storage.session charges the worker for the remote search answers it keeps
// (lib/storage/session/remote-search-answers.ts), stored as objects or as one JSON text: written after every
// remote search, read by the next one, and read with the whole area at each worker start
// (session-prune.ts). Measured in the product's own worker, at sizes up to their bound.

/** Bytes of JSON the kept answers take: a few searches, more, and their bound (2 MiB). */
export const SESSION_TEXT_SIZES = [50 * 1024, 200 * 1024, 2 * 1024 * 1024];

export interface SessionTextSize {
  bytes: number;
  /** Answers of 50 hits each that make up that size. */
  answers: number;
  object: { write: Summary; read: Summary };
  text: { write: Summary; read: Summary };
}

export interface SessionText {
  runs: number;
  sizes: SessionTextSize[];
}

// Run in the worker as text: the harness's transpiler would add helpers the worker lacks.
const TIMINGS = `async ({ bytes, runs }) => {
  const hit = { dish: 'Margherita pizza with basil', restaurant: 'Trattoria da Enzo', placeId: 'ChIJJ1ISZDhgLxMR9jKRLBQpzw4', price: { amount: 12.5, currency: 'EUR', text: null }, sourceUrl: 'https://menus.example/p/1', verifiedAt: 1764000000000, status: 'verified' };
  const entries = [];
  let size = 2;
  while (size < bytes) {
    const entry = { scope: 'https://menus.example 0123456789abcdef01234567', query: 'pizza ' + entries.length, at: Date.now(), result: { query: 'pizza', hits: Array.from({ length: 50 }, (_, i) => ({ ...hit, dish: hit.dish + ' ' + i })) } };
    entries.push(entry);
    size += JSON.stringify(entry).length + 1;
  }
  const times = { object: { write: [], read: [] }, text: { write: [], read: [] } };
  const area = chrome.storage.session;
  const timed = async (into, task) => { const started = performance.now(); await task(); into.push(performance.now() - started); };
  for (let run = 0; run < runs; run += 1) {
    // Taking turns, the first alternating.
    const forms = run % 2 === 0 ? ['object', 'text'] : ['text', 'object'];
    for (const form of forms) {
      const key = 'bench:' + form;
      await timed(times[form].write, () => area.set({ [key]: form === 'text' ? JSON.stringify(entries) : entries }));
      await timed(times[form].read, async () => {
        const value = (await area.get(key))[key];
        if (form === 'text') JSON.parse(value);
      });
      await area.remove(key);
    }
  }
  return { answers: entries.length, times };
}`;

export async function sessionTextCosts(builtExtension: string, runs: number): Promise<SessionText> {
  const profile = mkdtempSync(join(tmpdir(), 'mom-bench-session-'));
  // No Maps page is opened: the port is never dialled.
  const context = await launchWithExtension({
    extensionDir: builtExtension,
    mapsPort: 9,
    userDataDir: profile,
  });
  try {
    const worker = await extensionWorker(context);
    const sizes: SessionTextSize[] = [];
    for (const bytes of SESSION_TEXT_SIZES) {
      const { answers, times } = (await worker.evaluate(
        `(${TIMINGS})(${JSON.stringify({ bytes, runs })})`,
      )) as {
        answers: number;
        times: Record<'object' | 'text', Record<'write' | 'read', number[]>>;
      };
      const of = (form: 'object' | 'text') => ({
        write: summarize(times[form].write),
        read: summarize(times[form].read),
      });
      sizes.push({ bytes, answers, object: of('object'), text: of('text') });
    }
    return { runs, sizes };
  } finally {
    await context.close().catch(() => undefined);
    rmSync(profile, { recursive: true, force: true });
  }
}
