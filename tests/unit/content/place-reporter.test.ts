import { describe, expect, it } from 'vitest';
import { createPlaceReporter, type ReportPort } from '../../../lib/content/place-reporter';
import { PLACE_PORT } from '../../../lib/messages/place-port';

// The content script's side of the place port (place-reporter.ts): opened by an ask, never by a
// page without a place; reopened after the worker closed it; closed with the content script.

function fakeConnect() {
  const ports: { name: string; sent: string[]; closed: boolean; end(): void }[] = [];
  const connect = (name: string): ReportPort => {
    const ended: (() => void)[] = [];
    const record = {
      name,
      sent: [] as string[],
      closed: false,
      end: () => {
        for (const listener of ended) listener();
      },
    };
    ports.push(record);
    return {
      postMessage: (message) => {
        if (record.closed) throw new Error('Attempting to use a disconnected port object');
        record.sent.push(message);
      },
      onDisconnect: { addListener: (listener) => void ended.push(listener) },
      disconnect: () => {
        record.closed = true;
      },
    };
  };
  return { ports, connect };
}

describe('createPlaceReporter', () => {
  it('opens one port with the first ask and reports every page over it', () => {
    const { ports, connect } = fakeConnect();
    const { report } = createPlaceReporter(connect, new AbortController().signal);
    report('https://www.google.com/maps/search/pizza', false);
    expect(ports).toEqual([]);
    report('https://www.google.com/maps/place/A', true);
    report('https://www.google.com/maps/search/pizza', false);
    report('https://www.google.com/maps/place/B', true);
    expect(ports.map(({ name, sent }) => ({ name, sent }))).toEqual([
      {
        name: PLACE_PORT,
        sent: [
          'https://www.google.com/maps/place/A',
          'https://www.google.com/maps/search/pizza',
          'https://www.google.com/maps/place/B',
        ],
      },
    ]);
  });

  it('after the worker closed the port, only the next ask opens another', () => {
    const { ports, connect } = fakeConnect();
    const { report } = createPlaceReporter(connect, new AbortController().signal);
    report('https://www.google.com/maps/place/A', true);
    ports[0]?.end();
    report('https://www.google.com/maps/search/pizza', false);
    expect(ports).toHaveLength(1);
    report('https://www.google.com/maps/place/B', true);
    expect(ports.map((port) => port.sent)).toEqual([
      ['https://www.google.com/maps/place/A'],
      ['https://www.google.com/maps/place/B'],
    ]);
  });

  it('closes its port with the content script, then reports nothing', () => {
    const { ports, connect } = fakeConnect();
    const controller = new AbortController();
    const { report } = createPlaceReporter(connect, controller.signal);
    report('https://www.google.com/maps/place/A', true);
    controller.abort();
    report('https://www.google.com/maps/place/B', true);
    expect(ports.map(({ sent, closed }) => ({ sent, closed }))).toEqual([
      { sent: ['https://www.google.com/maps/place/A'], closed: true },
    ]);
  });

  it('close (the page is left) ends the port; only the next ask opens another', () => {
    const { ports, connect } = fakeConnect();
    const places = createPlaceReporter(connect, new AbortController().signal);
    places.report('https://www.google.com/maps/place/A', true);
    places.close();
    places.report('https://www.google.com/maps/search/pizza', false);
    places.report('https://www.google.com/maps/place/B', true);
    expect(ports.map(({ sent, closed }) => ({ sent, closed }))).toEqual([
      { sent: ['https://www.google.com/maps/place/A'], closed: true },
      { sent: ['https://www.google.com/maps/place/B'], closed: false },
    ]);
  });

  it('survives a reloaded extension (connect throws) and a port that is already gone', () => {
    const { ports, connect } = fakeConnect();
    let reloaded = true;
    const { report } = createPlaceReporter((name) => {
      if (reloaded) throw new Error('Extension context invalidated.');
      return connect(name);
    }, new AbortController().signal);
    expect(() => report('https://www.google.com/maps/place/A', true)).not.toThrow();
    reloaded = false;
    report('https://www.google.com/maps/place/A', true);
    if (ports[0]) ports[0].closed = true;
    expect(() => report('https://www.google.com/maps/place/B', true)).not.toThrow();
    report('https://www.google.com/maps/place/C', true);
    expect(ports.map((port) => port.sent)).toEqual([
      ['https://www.google.com/maps/place/A'],
      ['https://www.google.com/maps/place/C'],
    ]);
  });
});
