import { describe, expect, it, vi } from 'vitest';
import { rememberCatalogues } from '@/lib/i18n/catalogue-memory';
import { type Catalogue, messageLanguage, t, useCatalogue } from '@/lib/i18n/messages';
import type { MenuView } from '@/lib/messages/view';
import { wordPanelView } from '@/lib/worker/messaging/handlers';
import type { WorkerDeps } from '@/lib/worker/worker-deps';
import german from '@/locales/de.json';
import english from '@/locales/en.json';
import { emptyView, NOW } from '@/tests/fixtures/menu-views';

// The Maps panel's words are written by the worker, in the language the panel's ask names, while
// the worker's own words stay in its own language.

/** The worker's panel wording over one catalogue memory, as WorkerContext keeps it. */
function wording(read: (language: string) => Promise<Catalogue | null>) {
  const context = { deps: { now: () => NOW } as WorkerDeps, inLanguage: rememberCatalogues(read).inLanguage };
  return (view: MenuView, language: string, waitsForUse: boolean) =>
    wordPanelView(context, view, language, waitsForUse);
}

describe('panel words', () => {
  it("words the panel's outcome in the panel's language, and leaves the worker's catalogue in use", async () => {
    useCatalogue('en', english as Catalogue);
    const catalogue = vi.fn(async (language: string) => (language === 'de' ? (german as Catalogue) : null));
    const word = wording(catalogue);
    const view = emptyView({ kind: 'error', problem: { kind: 'api', error: 'timeout' } });

    const worded = await word(view, 'de', false);
    expect(worded.words.state?.title).toBe(german['outcome.error.title']);
    expect(worded.words.state?.detail).toBe(german['error.timeout']);
    expect(worded.words.state?.action?.label).toBe(german['outcome.tryAgain']);
    expect(messageLanguage()).toBe('en');
    expect(t('outcome.error.title')).toBe(english['outcome.error.title']);

    // Read once per worker.
    await word(view, 'de', false);
    expect(catalogue).toHaveBeenCalledTimes(1);
  });

  it('says a page another site opened waits for its first use, only when the lookup was held back', async () => {
    useCatalogue('en', english as Catalogue);
    const word = wording(async () => english as Catalogue);
    const held = { ...emptyView({ kind: 'manual', heldBack: true }), heldBack: true as const };
    const waiting = await word(held, 'en', true);
    expect(waiting.outcome).toEqual({ kind: 'manual', heldBack: true, waitsForUse: true });
    expect(waiting.words.state?.detail).toBe(english['outcome.manual.opener']);
    expect((await word(held, 'en', false)).words.state?.detail).toBe(english['outcome.manual.off']);
  });
});
