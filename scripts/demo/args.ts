export interface DemoArgs {
  headless: boolean;
  help: boolean;
}

export const DEMO_USAGE = `Usage: npm run demo [-- --headless]

Builds the extension, starts the reference menu service and the fixture Maps site, and opens
Chromium with the extension configured on a Maps place page. Close the window or press Ctrl-C to stop.

  --headless   write screenshots (the inline panel in each state and size, popup, options) to
               demo-output/ and exit
  --help       show this text

CHROME_PATH selects the browser binary (default: Debian's /usr/bin/chromium).`;

export function parseDemoArgs(argv: readonly string[]): DemoArgs {
  const args: DemoArgs = { headless: false, help: false };
  for (const arg of argv) {
    if (arg === '--headless') args.headless = true;
    else if (arg === '--help' || arg === '-h') args.help = true;
    else throw new Error(`Unknown option: ${arg}`);
  }
  return args;
}

/** Linux needs an X11 or Wayland display for a headed browser; other systems always have one. */
export function displayAvailable(env: NodeJS.ProcessEnv, platform: NodeJS.Platform): boolean {
  if (platform !== 'linux') return true;
  return Boolean(env.DISPLAY || env.WAYLAND_DISPLAY);
}
