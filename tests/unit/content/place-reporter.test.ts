import { describe, expect, it } from 'vitest';
import { createPlaceReporter, type ReportPort } from '@/lib/content/place-reporter';
import { PLACE_PORT } from '@/lib/messages/content-channel';

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
  const A = 'https://www.google.com/maps/place/A';
  const B = 'https://www.google.com/maps/place/B';

  it('opens one port with the first report and sends every place over it', () => {
    const { ports, connect } = fakeConnect();
    const places = createPlaceReporter(connect, new AbortController().signal);
    expect(ports).toEqual([]);
    places.report(A);
    places.report(B);
    expect(ports.map(({ name, sent, closed }) => ({ name, sent, closed }))).toEqual([
      { name: PLACE_PORT, sent: [A, B], closed: false },
    ]);
  });

  it('close (a page without a place, or the page left) ends the port; the next report opens another', () => {
    const { ports, connect } = fakeConnect();
    const places = createPlaceReporter(connect, new AbortController().signal);
    places.report(A);
    places.close();
    places.close();
    places.report(B);
    expect(ports.map(({ sent, closed }) => ({ sent, closed }))).toEqual([
      { sent: [A], closed: true },
      { sent: [B], closed: false },
    ]);
  });

  it('after the worker closed the port, reports over a new one', () => {
    const { ports, connect } = fakeConnect();
    const places = createPlaceReporter(connect, new AbortController().signal);
    places.report(A);
    ports[0]?.end();
    places.report(B);
    expect(ports.map((port) => port.sent)).toEqual([[A], [B]]);
  });

  it('a port found dead when sending is replaced at once, the report not lost', () => {
    const { ports, connect } = fakeConnect();
    const places = createPlaceReporter(connect, new AbortController().signal);
    places.report(A);
    if (ports[0]) ports[0].closed = true; // closed without its onDisconnect having run yet
    places.report(B);
    expect(ports.map((port) => port.sent)).toEqual([[A], [B]]);
  });

  it('closes its port with the content script, then reports nothing', () => {
    const { ports, connect } = fakeConnect();
    const controller = new AbortController();
    const places = createPlaceReporter(connect, controller.signal);
    places.report(A);
    controller.abort();
    places.report(B);
    expect(ports.map(({ sent, closed }) => ({ sent, closed }))).toEqual([{ sent: [A], closed: true }]);
  });

  it('survives a reloaded extension (connect throws)', () => {
    const { ports, connect } = fakeConnect();
    let reloaded = true;
    const places = createPlaceReporter((name) => {
      if (reloaded) throw new Error('Extension context invalidated.');
      return connect(name);
    }, new AbortController().signal);
    expect(() => places.report(A)).not.toThrow();
    reloaded = false;
    places.report(B);
    expect(ports.map((port) => port.sent)).toEqual([[B]]);
  });
});
