import { chromium } from 'playwright-core';
import { findChromium } from '@/testing/chromium.ts';
import { type Summary, summarize } from './report/stats.ts';

// What the first Intl object of each kind costs a page's main thread: why the inline panel makes
// no NumberFormat or DateTimeFormat (prices come formatted from the worker, dates are written by
// hand) but may count nouns with Intl.PluralRules (lib/format/counts.ts). Each run is a fresh
// browser context, so a fresh renderer process that has set up no locale data yet; the three
// kinds take turns. The floor is the same timing around a call that makes no Intl object.

export interface IntlSetup {
  runs: number;
  floor: Summary;
  pluralRules: Summary;
  numberFormat: Summary;
}

const KINDS = ['floor', 'pluralRules', 'numberFormat'] as const;
type Kind = (typeof KINDS)[number];

export async function intlSetupCosts(runs: number): Promise<IntlSetup> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('Chromium not found');
  const browser = await chromium.launch({
    executablePath,
    args: [...(process.getuid?.() === 0 ? ['--no-sandbox'] : []), '--disable-background-networking'],
  });
  const times: Record<Kind, number[]> = { floor: [], pluralRules: [], numberFormat: [] };
  try {
    for (let run = 0; run < runs; run += 1) {
      // Rotated, so that no kind always runs first or last.
      for (const kind of [...KINDS.slice(run % 3), ...KINDS.slice(0, run % 3)]) {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.goto('data:text/html,<p>Intl</p>');
        times[kind].push(
          await page.evaluate((which) => {
            const started = performance.now();
            if (which === 'pluralRules') new Intl.PluralRules('en').select(2);
            else if (which === 'numberFormat')
              new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' }).format(2);
            else [1, 2].map((n) => n + 1);
            return performance.now() - started;
          }, kind),
        );
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return {
    runs,
    floor: summarize(times.floor),
    pluralRules: summarize(times.pluralRules),
    numberFormat: summarize(times.numberFormat),
  };
}
