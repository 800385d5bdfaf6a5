import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { hostileEntries, SAMPLE_CATALOG, type ServiceOptions } from '@/service/index.ts';
import { type BrowserName, type Stack, startStack } from '@/testing/stack.ts';

/**
 * The browser the suite runs in: MOM_E2E_BROWSER=firefox (vitest.config.ts's e2e-firefox project,
 * `npm run test:e2e:firefox`), Chromium otherwise.
 */
export const E2E_BROWSER: BrowserName = process.env.MOM_E2E_BROWSER === 'firefox' ? 'firefox' : 'chromium';

/** The build for E2E_BROWSER; MOM_EXTENSION_DIR points at another one (see wxt.config.ts outDir). */
export const BUILT_EXTENSION =
  process.env.MOM_EXTENSION_DIR ??
  fileURLToPath(
    new URL(`../../../.output/${E2E_BROWSER === 'firefox' ? 'firefox-mv3' : 'chrome-mv3'}`, import.meta.url),
  );

/** The e2e suite's view of the running system (stack.ts), with the service in test mode. */
export interface E2ESession extends Omit<Stack, 'configure'> {
  /** Stores the service URL and key the way the options page does, without the UI. */
  configure(options?: { key?: string; settings?: Record<string, unknown> }): Promise<void>;
}

export async function startSession(
  options: {
    service?: Omit<ServiceOptions, 'port' | 'catalog'>;
    headless?: boolean;
    /** false: the options page must ask for the service origin (Firefox can answer). Default true. */
    grantServiceOrigin?: boolean;
    /** Keeps the welcome page the install opens (E2ESession.welcome); by default it is closed. */
    keepWelcome?: boolean;
    /** Starts the browser without the extension: E2ESession.install adds it (stack.ts). */
    installLater?: boolean;
    /** The profile's filesystem (stack.ts profileParent). */
    profileParent?: string;
    /** The browser's interface language (stack.ts). */
    uiLanguage?: string;
  } = {},
): Promise<E2ESession> {
  if (!existsSync(`${BUILT_EXTENSION}/manifest.json`)) {
    throw new Error(
      `Build the extension first: npm run ${E2E_BROWSER === 'firefox' ? 'build:firefox' : 'build'}`,
    );
  }
  const stack = await startStack({
    builtExtension: BUILT_EXTENSION,
    browser: E2E_BROWSER,
    probe: true,
    grantServiceOrigin: options.grantServiceOrigin,
    keepWelcome: options.keepWelcome,
    installLater: options.installLater,
    profileParent: options.profileParent,
    uiLanguage: options.uiLanguage,
    headless: options.headless ?? true,
    // The hostile records are part of the fixture catalog, so their places get fixture pages too.
    catalog: [...SAMPLE_CATALOG, ...hostileEntries()],
    service: { testMode: true, includeHostile: false, ...options.service },
  });
  const configureStack = stack.configure;
  // The stack itself, not a copy: its browser parts (context, worker) change when it restarts.
  return Object.assign(stack, {
    configure: ({ key, settings }: { key?: string; settings?: Record<string, unknown> } = {}) =>
      configureStack(settings, key),
  }) as E2ESession;
}
