// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { askPanelStart, firstPanelStart, firstView, START_RETRY_MS } from '@/lib/content/panel-language';
import type { PanelStart } from '@/lib/messages/protocol';
import type { Requester } from '@/lib/messages/requester';
import type { WordedView } from '@/lib/messages/view';

const START: PanelStart = {
  language: 'de',
  catalogue: {},
  stylesheet: '.mom-panel{}',
  preferences: { collapsed: false, edge: 'top' },
};

function page(url: string, lang = ''): Document {
  return { location: { href: url }, documentElement: { lang } } as unknown as Document;
}

/** A requester that fails `failures` times, then answers START; records what was asked. */
function requester(failures: number) {
  const asked: unknown[] = [];
  const ask = vi.fn(async (_type: string, data: unknown) => {
    asked.push(data);
    if (asked.length <= failures) throw new Error('No reply from the background worker');
    return START;
  }) as unknown as Requester;
  return { ask, asked };
}

/** Timers run at once, each delay noted; `dead` timers never run (the page went). */
function timers(dead = false) {
  const delays: number[] = [];
  const later = (task: () => void, ms: number) => {
    delays.push(ms);
    if (!dead) queueMicrotask(task);
    return () => undefined;
  };
  return { later, delays };
}

describe('askPanelStart', () => {
  it("says the Maps page's language as a shipped language: hl= first, then <html lang>", async () => {
    const { ask, asked } = requester(0);
    await askPanelStart(ask, page('https://www.google.com/maps/place/x?hl=de-AT', 'fr'));
    await askPanelStart(ask, page('https://www.google.com/maps/place/x', 'pt'));
    expect(asked).toEqual([{ pageLanguage: 'de' }, { pageLanguage: 'pt-BR' }]);
  });

  it('says no language for a tag that ships none, however long the page makes it', async () => {
    const { ask, asked } = requester(0);
    await askPanelStart(ask, page(`https://www.google.com/maps/place/x?hl=${'x'.repeat(200)}`));
    await askPanelStart(ask, page('https://www.google.com/maps/place/x', 'sw'));
    expect(asked).toEqual([{}, {}]);
  });
});

describe('firstPanelStart', () => {
  it('asks again after each retry delay until the worker answers', async () => {
    const { ask, asked } = requester(2);
    const { later, delays } = timers();
    expect(await firstPanelStart(ask, page('https://www.google.com/maps'), later)).toEqual(START);
    expect(asked).toHaveLength(3);
    expect(delays).toEqual([...START_RETRY_MS]);
  });

  it("asks with the page's URL, for its place's view in the same answer", async () => {
    const { ask, asked } = requester(0);
    const { later } = timers();
    await firstPanelStart(ask, page('https://www.google.de/maps/place/x?hl=de', 'de'), later);
    expect(asked).toEqual([{ pageLanguage: 'de', firstUrl: 'https://www.google.de/maps/place/x?hl=de' }]);
  });

  it('asks for no view with a URL too long to be a place page (the worker would refuse the start)', async () => {
    const { ask, asked } = requester(0);
    const { later } = timers();
    const long = `https://www.google.com/maps/dir/${'x/'.repeat(4_600)}`;
    expect(await firstPanelStart(ask, page(long), later)).toEqual(START);
    expect(asked).toEqual([{}]);
  });

  it('gives up (no panel) after the last retry', async () => {
    const { ask, asked } = requester(10);
    const { later } = timers();
    expect(await firstPanelStart(ask, page('https://www.google.com/maps'), later)).toBeNull();
    expect(asked).toHaveLength(START_RETRY_MS.length + 1);
  });

  it('asks no more once its timers stop (the page went)', async () => {
    const { ask, asked } = requester(10);
    const { later } = timers(true);
    void firstPanelStart(ask, page('https://www.google.com/maps'), later);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(asked).toHaveLength(1);
  });
});

describe('firstView', () => {
  const url = 'https://www.google.com/maps/place/x';
  const view = { placeId: 'P1' } as WordedView;

  it("answers the panel's first ask once, when it is the ask the start answered", () => {
    const given = firstView({ first: { url, view } });
    expect(given(url, false, true, false)).toBe(view);
    expect(given(url, false, true, false)).toBeNull();
  });

  it('answers the same place under a camera moved meanwhile', () => {
    const at = (camera: string) => `https://www.google.com/maps/place/x/@${camera}/data=!4m2`;
    expect(
      firstView({ first: { url: at('48.85,2.35,15z'), view } })(at('48.86,2.36,16z'), false, true, false),
    ).toBe(view);
  });

  it('is dropped for another ask: another URL, a click, a lookup allowed, a page opened by another site', () => {
    for (const [askedUrl, userInitiated, savedOnly, waitsForUse] of [
      [`${url}?hl=de`, false, true, false],
      [url, true, true, false],
      [url, false, false, false],
      [url, false, true, true],
    ] as const) {
      const given = firstView({ first: { url, view } });
      expect(given(askedUrl, userInitiated, savedOnly, waitsForUse)).toBeNull();
      // The first ask took it, matched or not: a later ask is the worker's again.
      expect(given(url, false, true, false)).toBeNull();
    }
    expect(firstView({})(url, false, true, false)).toBeNull();
  });
});
