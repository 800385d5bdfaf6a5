import { caughtMessage } from '@/lib/format/error-text.ts';
import { ChromiumMissing, ensureChromium, ensureFirefox } from '@/scripts/demo/chromium-setup.ts';
import { prefixedSay } from '@/scripts/demo/log.ts';

// `npm test` runs this first: the end-to-end suite needs Debian's Chromium and Firefox ESR
// (installed here when running as root on Debian, as `npm run demo` does; otherwise the exact
// command is printed). The browsers to check are the arguments: chromium, firefox (default both).
const wanted = process.argv.slice(2);
const browsers = wanted.length > 0 ? wanted : ['chromium', 'firefox'];
try {
  const say = prefixedSay('test');
  for (const browser of browsers) {
    if (browser === 'chromium') ensureChromium(say);
    else if (browser === 'firefox') ensureFirefox(say);
    else throw new Error(`unknown browser ${browser}: chromium or firefox`);
  }
} catch (error) {
  console.error(`[test] ${caughtMessage(error)}`);
  process.exit(error instanceof ChromiumMissing ? 1 : 2);
}
