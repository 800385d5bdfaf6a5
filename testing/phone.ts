import type { BrowserContext, Page } from 'playwright-core';
import type { FirefoxContext } from './firefox/firefox-context.ts';
import type { FirefoxPage } from './firefox/firefox-page.ts';
import type { FixturePlace } from './maps-site/place-urls.ts';
import type { Stack } from './stack.ts';

// A phone by emulation, not a device (no Android device or emulator here), for the e2e tests and
// the demo: a 360×740 viewport at a phone's scale, touch input, and Firefox for Android's user
// agent, in both browsers. Chromium: DevTools' device emulation (a mobile viewport; touch makes the
// pointer coarse). Firefox: the viewport, touch and user agent over WebDriver BiDi; its touch
// override leaves the pointer media queries alone, so the primary pointer is made coarse as a
// phone's through a browser-wide pref, which `leavePhone` resets.

export const PHONE = { width: 360, height: 740, deviceScaleFactor: 2 } as const;
export const ANDROID_FIREFOX_UA = 'Mozilla/5.0 (Android 14; Mobile; rv:142.0) Gecko/142.0 Firefox/142.0';

// Firefox's pointer capabilities: 1 coarse, 2 fine, 4 hover (widget/LookAndFeel).
const FIREFOX_POINTER_PREFS = ['ui.primaryPointerCapabilities', 'ui.allPointerCapabilities'];

type PhoneStack = Pick<Stack, 'browserName' | 'context' | 'extensionUrl'>;
type PhoneMapsStack = PhoneStack & Pick<Stack, 'openPlace'>;

const firefoxPrefs = (stack: PhoneStack, call: (pref: string) => string) =>
  (stack.context as unknown as FirefoxContext).firefox.chromeScope(FIREFOX_POINTER_PREFS.map(call).join(';'));

/** A new tab at phone size with touch and a phone's user agent, showing the extension's `path`. */
export function openAsPhone(stack: PhoneStack, path: string): Promise<Page> {
  return openPhoneTab(stack, (page) => page.goto(stack.extensionUrl(path)));
}

/** A fixture Maps place page at phone size (the panel's bottom sheet). */
export function openPlaceAsPhone(stack: PhoneMapsStack, place: FixturePlace): Promise<Page> {
  return openPhoneTab(stack, (page) => stack.openPlace(place, page));
}

async function openPhoneTab(stack: PhoneStack, load: (page: Page) => Promise<unknown>): Promise<Page> {
  const page = await stack.context.newPage();
  if (stack.browserName === 'firefox') {
    await firefoxPrefs(stack, (pref) => `Services.prefs.setIntPref('${pref}', 1)`);
    const { puppeteer } = page as unknown as FirefoxPage;
    await puppeteer.setUserAgent(ANDROID_FIREFOX_UA);
    await puppeteer.setViewport({ ...PHONE, hasTouch: true, isMobile: true });
    await load(page);
  } else {
    // Chromium drops touch emulation when an extension page is loaded into the emulated tab (in
    // Chromium 156, before or after a reload): the page is opened first, then emulated.
    await load(page);
    // Playwright's own viewport too: its screenshots re-apply it over DevTools' device metrics.
    await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
    const cdp = await (stack.context as BrowserContext).newCDPSession(page);
    await cdp.send('Emulation.setDeviceMetricsOverride', { ...PHONE, mobile: true });
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
    await cdp.send('Emulation.setUserAgentOverride', { userAgent: ANDROID_FIREFOX_UA });
  }
  return page;
}

/** Gives Firefox its desktop pointer back (Chromium's emulation ends with its tab). */
export async function leavePhone(stack: PhoneStack): Promise<void> {
  if (stack.browserName === 'firefox')
    await firefoxPrefs(stack, (pref) => `Services.prefs.clearUserPref('${pref}')`);
}
