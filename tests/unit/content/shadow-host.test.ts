// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountShadowHost } from '@/lib/content/shadow-host';

const NAME = 'menu-on-maps-panel';

afterEach(() => document.body.replaceChildren());

function mount(signal = new AbortController().signal, onRemove = vi.fn()) {
  const container = mountShadowHost({ name: NAME, css: '.mom-panel{color:red}', signal, onRemove });
  return { container, onRemove, host: document.querySelector(NAME) };
}

/** Which event types, fired inside the panel, still reach the page. */
function escapingEvents(container: HTMLElement, types: string[]): string[] {
  const input = document.createElement('input');
  container.append(input);
  const escaped: string[] = [];
  const listening = new AbortController();
  for (const type of types) {
    document.addEventListener(type, () => escaped.push(type), { signal: listening.signal });
  }
  for (const type of types) input.dispatchEvent(new Event(type, { bubbles: true, composed: true }));
  listening.abort();
  return escaped;
}

describe('mountShadowHost', () => {
  it('puts an open shadow root at the end of the body, with the stylesheet and the container', () => {
    document.body.innerHTML = '<main></main>';
    const { container, host } = mount();
    expect(document.body.lastElementChild).toBe(host);
    expect(host?.shadowRoot?.mode).toBe('open');
    expect(host?.shadowRoot?.innerHTML).toBe(
      '<style>:host{all:initial !important;}\n.mom-panel{color:red}</style><div></div>',
    );
    expect(container).toBe(host?.shadowRoot?.querySelector('div'));
  });

  it('keeps keyboard events (and untrusted clicks) inside; other events still reach the page', () => {
    const { container } = mount();
    expect(escapingEvents(container, ['keydown', 'keyup', 'keypress', 'click', 'input'])).toEqual(['input']);
  });

  it('stops a click the page dispatched before any button in the panel sees it', () => {
    const { container } = mount();
    const button = document.createElement('button');
    const clicked = vi.fn();
    button.addEventListener('click', clicked);
    container.append(button);
    button.click();
    // happy-dom marks dispatched events untrusted, as a browser marks a page script's.
    expect(clicked).not.toHaveBeenCalled();
  });

  it('leaves the page when its signal aborts, unmounting the container first', () => {
    const stop = new AbortController();
    const { container, onRemove } = mount(stop.signal);
    expect(onRemove).not.toHaveBeenCalled();
    stop.abort();
    expect(onRemove).toHaveBeenCalledWith(container);
    expect(document.querySelector(NAME)).toBeNull();
  });

  it('replaces a host an older copy left (its context cut off without notice): one panel a page', () => {
    const older = mount(new AbortController().signal);
    const newer = mount(new AbortController().signal);
    expect(document.querySelectorAll(NAME)).toHaveLength(1);
    expect(older.host?.isConnected).toBe(false);
    expect(document.querySelector(NAME)?.shadowRoot?.querySelector('div')).toBe(newer.container);
  });

  it('never enters the page when its signal has already aborted', () => {
    const { host } = mount(AbortSignal.abort());
    expect(host).toBeNull();
  });
});
