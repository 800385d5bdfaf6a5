import { caughtMessage } from '@/lib/format/error-text.ts';
import { ChromiumMissing, ensureChromium } from '@/scripts/demo/chromium-setup.ts';
import { prefixedSay } from '@/scripts/demo/log.ts';

// `npm test` runs this first: the end-to-end suite needs Debian's Chromium (installed here when
// running as root on Debian, as `npm run demo` does; otherwise the exact command is printed).
try {
  ensureChromium(prefixedSay('test'));
} catch (error) {
  console.error(`[test] ${caughtMessage(error)}`);
  process.exit(error instanceof ChromiumMissing ? 1 : 2);
}
