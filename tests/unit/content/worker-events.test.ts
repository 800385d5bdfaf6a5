// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import type { ContentExtensionApi } from '@/lib/content/extension-api';
import { onWorkerEvents } from '@/lib/content/worker-events';
import { LANGUAGE_CHOSEN_EVENT, SETTINGS_UPDATED_EVENT } from '@/lib/messages/content-channel';

type Listener = (message: unknown, sender: unknown, sendResponse: (answer: unknown) => void) => void;

function setup({ started = true } = {}) {
  const listeners = new Set<Listener>();
  const api = {
    runtime: {
      onMessage: {
        addListener: (listener: Listener) => void listeners.add(listener),
        removeListener: (listener: Listener) => void listeners.delete(listener),
      },
    },
  } as unknown as ContentExtensionApi;
  const invalidated: (() => void)[] = [];
  const ctx = {
    onInvalidated: (callback: () => void) => invalidated.push(callback),
  } as unknown as ContentScriptContext;
  const list = { url: 'https://www.google.com/maps/search/pizza', cards: [] };
  const handlers = {
    menuUpdated: vi.fn(),
    settingsUpdated: vi.fn(),
    languageChosen: vi.fn(),
    resultsList: vi.fn(() => list),
  };
  const events = onWorkerEvents(api, ctx);
  if (started) events.handle(handlers);
  /** Delivers `message` as the worker would; returns what the content script answered. */
  const deliver = (message: unknown) => {
    const answers: unknown[] = [];
    for (const listener of listeners) listener(message, {}, (answer) => answers.push(answer));
    return answers;
  };
  const invalidate = () => {
    for (const callback of invalidated) callback();
  };
  return {
    handlers,
    deliver,
    listeners,
    invalidate,
    list,
    start: () => events.handle(handlers),
    stop: events.stop,
  };
}

describe('onWorkerEvents', () => {
  it('settings.updated: the panel is told, and the tab answers true (it counts as an open Maps tab)', () => {
    const { handlers, deliver } = setup();
    expect(deliver(SETTINGS_UPDATED_EVENT)).toEqual([true]);
    expect(handlers.settingsUpdated).toHaveBeenCalledTimes(1);
    expect(handlers.menuUpdated).not.toHaveBeenCalled();
  });

  it('language.chosen: the panel is told (it asks for its start again), nothing else', () => {
    const { handlers, deliver } = setup();
    expect(deliver(LANGUAGE_CHOSEN_EVENT)).toEqual([true]);
    expect(handlers.languageChosen).toHaveBeenCalledTimes(1);
    expect(handlers.settingsUpdated).not.toHaveBeenCalled();
  });

  it('menu.updated names its place; the page location request gets the URL', () => {
    const { handlers, deliver } = setup();
    expect(deliver({ type: 'menu.updated', placeId: 'P1' })).toEqual([]);
    expect(handlers.menuUpdated).toHaveBeenCalledWith('P1');
    expect(deliver({ type: 'page.location' })).toEqual([location.href]);
  });

  it.each([
    null,
    'settings.updated',
    { type: 'settings.changed' },
    { type: 'menu.updated' },
    { type: 'menu.updated', placeId: '' },
  ])('ignores %j', (message) => {
    const { handlers, deliver } = setup();
    expect(deliver(message)).toEqual([]);
    expect(handlers.settingsUpdated).not.toHaveBeenCalled();
    expect(handlers.menuUpdated).not.toHaveBeenCalled();
  });

  it('before the panel has started: answers the page location, and hands over a language chosen meanwhile once it starts', () => {
    const { handlers, deliver, start } = setup({ started: false });
    expect(deliver({ type: 'page.location' })).toEqual([location.href]);
    expect(deliver(SETTINGS_UPDATED_EVENT)).toEqual([true]);
    expect(deliver({ type: 'menu.updated', placeId: 'P1' })).toEqual([]);
    expect(deliver(LANGUAGE_CHOSEN_EVENT)).toEqual([true]);
    expect(handlers.languageChosen).not.toHaveBeenCalled();
    start();
    // Its first start was asked in the language before: it asks again. The settings and menus it
    // had not read yet are read as it starts.
    expect(handlers.languageChosen).toHaveBeenCalledTimes(1);
    expect(handlers.settingsUpdated).not.toHaveBeenCalled();
    expect(handlers.menuUpdated).not.toHaveBeenCalled();
  });

  it('results.list: null before the panel has started, then the list the page shows', () => {
    const { deliver, start, list } = setup({ started: false });
    expect(deliver({ type: 'results.list' })).toEqual([null]);
    start();
    expect(deliver({ type: 'results.list' })).toEqual([list]);
  });

  it('a panel that never starts stops listening: it is not counted among the Maps tabs that update', () => {
    const { listeners, stop, deliver } = setup({ started: false });
    stop();
    expect(listeners.size).toBe(0);
    expect(deliver(SETTINGS_UPDATED_EVENT)).toEqual([]);
  });

  it('a panel started with no language chosen meanwhile is not asked to start again', () => {
    const { handlers, start } = setup({ started: false });
    start();
    expect(handlers.languageChosen).not.toHaveBeenCalled();
  });

  it('stops listening when the content script is invalidated (an update or uninstall)', () => {
    const { listeners, invalidate } = setup();
    expect(listeners.size).toBe(1);
    invalidate();
    expect(listeners.size).toBe(0);
  });
});
