import { describe, expect, it } from 'vitest';
import { whenShown } from '@/lib/content/page-gates';

// A prerendered Maps page asks nothing (and bills nothing) until the user is shown it.

function fakeDocument(prerendering: boolean | undefined) {
  const target = new EventTarget();
  return {
    prerendering,
    addEventListener: target.addEventListener.bind(target),
    show() {
      this.prerendering = false;
      target.dispatchEvent(new Event('prerenderingchange'));
    },
  };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('whenShown', () => {
  it.each([false, undefined])(
    'resolves at once for a page on screen (prerendering %s)',
    async (prerendering) => {
      expect(await settled(whenShown(fakeDocument(prerendering), new AbortController().signal))).toBe(true);
    },
  );

  it('waits for a prerendered page to be shown', async () => {
    const doc = fakeDocument(true);
    const shown = whenShown(doc, new AbortController().signal);
    expect(await settled(shown)).toBe(false);
    doc.show();
    expect(await settled(shown)).toBe(true);
  });

  it('never resolves once the content script is gone', async () => {
    const doc = fakeDocument(true);
    const controller = new AbortController();
    const shown = whenShown(doc, controller.signal);
    controller.abort();
    doc.show();
    expect(await settled(shown)).toBe(false);
  });
});
