// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { askPanelStart, firstPanelStart, START_RETRY_MS } from '@/lib/content/panel-language';
import type { PanelStart } from '@/lib/messages/protocol';
import type { Requester } from '@/lib/messages/requester';

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
