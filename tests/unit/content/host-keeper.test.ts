// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { keepHostInPage, MAX_RESTORES, RESTORE_WINDOW_MS } from '@/lib/content/host-keeper';

const NAME = 'menu-on-maps-panel';

const keepers: AbortController[] = [];
afterEach(() => {
  for (const keeper of keepers.splice(0)) keeper.abort();
  document.body.replaceChildren();
});

/** Lets the MutationObserver's callback run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function keep() {
  const host = document.createElement(NAME);
  document.body.append(host);
  const stop = new AbortController();
  keepers.push(stop);
  let time = 0;
  const timers: Array<{ at: number; task: () => void; cancelled: boolean }> = [];
  keepHostInPage({
    host,
    name: NAME,
    signal: stop.signal,
    now: () => time,
    later: (task, ms) => {
      const timer = { at: time + ms, task, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
  });
  const advance = (ms: number) => {
    time += ms;
    for (const timer of timers.splice(0)) {
      if (timer.cancelled) continue;
      if (timer.at <= time) timer.task();
      else timers.push(timer);
    }
  };
  return { host, stop, advance, timers };
}

describe('keepHostInPage', () => {
  it('puts back a host the page removed', async () => {
    const { host } = keep();
    host.remove();
    await settle();
    expect(host.isConnected).toBe(true);
    expect(document.body.lastElementChild).toBe(host);
  });

  it(`puts it back at most ${MAX_RESTORES} times a minute, then once the minute has passed`, async () => {
    const { host, advance } = keep();
    let restored = 0;
    // A page fighting the panel: it removes the host every time it comes back.
    for (let round = 0; round < 20; round++) {
      host.remove();
      await settle();
      if (host.isConnected) restored++;
      advance(1_000);
    }
    expect(restored).toBe(MAX_RESTORES);
    expect(host.isConnected).toBe(false);
    advance(RESTORE_WINDOW_MS);
    expect(host.isConnected).toBe(true);
  });

  it('puts it into a body the page replaced', async () => {
    const { host } = keep();
    document.documentElement.replaceChild(document.createElement('body'), document.body);
    await settle();
    expect(host.parentElement).toBe(document.body);
    host.remove();
    await settle();
    expect(host.parentElement).toBe(document.body);
  });

  it('stops with its signal, and leaves the page to a newer copy’s panel', async () => {
    const first = keep();
    first.stop.abort();
    first.host.remove();
    await settle();
    expect(first.host.isConnected).toBe(false);

    const second = keep();
    second.host.remove();
    const newer = document.createElement(NAME);
    document.body.append(newer);
    await settle();
    expect(second.host.isConnected).toBe(false);
    expect(document.querySelectorAll(NAME)).toHaveLength(1);
  });
});
