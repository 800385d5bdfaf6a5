import type { Page } from 'playwright-core';

// What a phone user would hit on the extension's pages (emulated: testing/phone.ts).

/** WCAG 2.5.5's target size, in CSS px. */
export const MIN_TARGET = 44;

export interface PhoneLayout {
  width: number;
  coarse: boolean;
  mobileAgent: boolean;
  /** Visible elements that reach past the viewport's sides, and the document's own scroll width. */
  overflowing: string[];
  scrollWidth: number;
  /** Visible controls smaller than MIN_TARGET either way (radio and checkbox: their label). */
  smallTargets: string[];
}

/** What a phone user would hit: horizontal overflow and small touch targets. */
export function phoneLayout(page: Page): Promise<PhoneLayout> {
  return page.evaluate((min) => {
    const describe = (el: Element) => {
      const text = (el.textContent ?? '').trim().slice(0, 30) || el.getAttribute('aria-label') || '';
      const box = el.getBoundingClientRect();
      return `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${text}" ${Math.round(box.width)}×${Math.round(box.height)} at ${Math.round(box.left)}`;
    };
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      // Screen-reader-only text is clipped to nothing on purpose.
      return (
        box.width > 1 && box.height > 1 && style.visibility !== 'hidden' && style.clipPath !== 'inset(50%)'
      );
    };
    const all = [...document.querySelectorAll('body *')].filter(visible);
    const overflowing = all
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.left < -1 || box.right > innerWidth + 1;
      })
      .map(describe);
    const controls = [
      ...document.querySelectorAll('button, a[href], input, select, textarea, summary, [role="tab"]'),
    ].map((el) =>
      el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox')
        ? (el.closest('label') ?? el)
        : el,
    );
    const smallTargets = [...new Set(controls)]
      .filter(visible)
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width < min - 0.5 || box.height < min - 0.5;
      })
      .map(describe);
    return {
      width: innerWidth,
      coarse: matchMedia('(pointer: coarse)').matches,
      mobileAgent: /Android.*Mobile/.test(navigator.userAgent),
      overflowing,
      scrollWidth: document.documentElement.scrollWidth,
      smallTargets,
    };
  }, MIN_TARGET);
}
