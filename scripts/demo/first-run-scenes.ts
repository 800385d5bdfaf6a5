import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { SAMPLE_IDS } from '@/service/index.ts';
import { waitForSettledPanel } from '@/testing/panel.ts';
import type { Stack } from '@/testing/stack.ts';
import type { Say } from './log.ts';

// The first run as a new user meets it, before the demo configures anything: the toolbar button
// asking for setup, the popup's one step, the welcome page the install opened, and the same page
// after Connect with a Maps place page open, which then shows its menu without a reload.

const TIMEOUT = 30_000;

interface ToolbarLook {
  text: string;
  color: string;
  title: string;
}

/** What the toolbar button shows: its badge (text and colour) and its tooltip, as the extension set them. */
async function toolbarLook(stack: Stack): Promise<ToolbarLook> {
  const worker = await stack.worker();
  return worker.evaluate(async () => {
    type Action = {
      getBadgeText(details: object): Promise<string>;
      getBadgeBackgroundColor(details: object): Promise<number[]>;
      getTitle(details: object): Promise<string>;
    };
    const { action } = (globalThis as unknown as { chrome: { action: Action } }).chrome;
    const [red, green, blue, alpha] = await action.getBadgeBackgroundColor({});
    return {
      text: await action.getBadgeText({}),
      color: `rgba(${red}, ${green}, ${blue}, ${(alpha ?? 255) / 255})`,
      title: await action.getTitle({}),
    };
  });
}

const htmlText = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/**
 * Headless Chromium has no toolbar to capture: this draws one from the built icons and the badge and
 * tooltip the extension set, at 3× (the 16 px icon drawn from the 32 px file, as on a HiDPI screen),
 * with every icon size at its own size on light and dark.
 */
function toolbarHtml(extensionDir: string, states: { label: string; look: ToolbarLook }[]): string {
  const icon = (size: number) =>
    `data:image/png;base64,${readFileSync(join(extensionDir, 'icons', `${size}.png`)).toString('base64')}`;
  const button = ({ label, look }: { label: string; look: ToolbarLook }) => `
    <figure>
      <div class="bar"><span class="button"><img src="${icon(32)}" width="16" height="16" alt="">${
        look.text ? `<span class="badge" style="background:${look.color}">${htmlText(look.text)}</span>` : ''
      }</span></div>
      <figcaption><strong>${htmlText(label)}</strong><br>Tooltip: “${htmlText(look.title)}”</figcaption>
    </figure>`;
  const sizes = [16, 32, 48, 128]
    .map((size) => `<img src="${icon(size)}" width="${size}" height="${size}" alt="${size} px">`)
    .join('');
  return `<!doctype html><meta charset="utf-8"><style>
    body { margin: 24px; font: 15px/1.4 system-ui, sans-serif; color: #1f2328; background: #fff; }
    h1 { font-size: 18px; margin: 0 0 4px; } p { margin: 0 0 16px; color: #57606a; }
    .states { display: flex; gap: 32px; }
    figure { margin: 0; width: 360px; }
    .bar { zoom: 3; background: #dfe3e8; border-radius: 4px; padding: 4px 8px; width: 48px; }
    .button { position: relative; display: inline-block; width: 16px; height: 16px; padding: 4px;
      border-radius: 4px; background: #eef1f4; }
    .button img { display: block; }
    .badge { position: absolute; right: -6px; bottom: -2px; padding: 0 2px; border-radius: 3px;
      font: 600 7px/9px system-ui, sans-serif; color: #fff; }
    figcaption { margin-top: 8px; }
    .sizes { display: flex; align-items: flex-end; gap: 24px; padding: 16px; margin-top: 24px; }
    .dark { background: #202124; }
  </style>
  <h1>Toolbar button</h1>
  <p>Drawn from the built icons and the badge and tooltip the extension set (headless Chromium has no toolbar to capture).</p>
  <div class="states">${states.map(button).join('')}</div>
  <div class="sizes">${sizes}</div><div class="sizes dark">${sizes}</div>`;
}

export async function firstRunScenes(stack: Stack, outDir: string, say: Say): Promise<string[]> {
  const shots: string[] = [];
  const shoot = async (page: Page, name: string) => {
    const path = join(outDir, `${name}.png`);
    await page.screenshot({ path, fullPage: true });
    shots.push(path);
    say(`First run: ${path}`);
  };
  const welcome = stack.welcome;
  if (!welcome) throw new Error('the demo keeps the welcome page the install opened');
  const needsSetup = await toolbarLook(stack);

  const popup = await stack.context.newPage();
  await popup.setViewportSize({ width: 400, height: 360 });
  await popup.goto(stack.extensionUrl('popup.html'));
  await popup.getByRole('region', { name: 'Setup' }).waitFor({ timeout: TIMEOUT });
  await shoot(popup, 'popup-no-key');
  await popup.close();

  await welcome.setViewportSize({ width: 900, height: 700 });
  await welcome.getByLabel('API key', { exact: true }).waitFor({ timeout: TIMEOUT });
  await shoot(welcome, 'welcome');
  // A Maps place page open meanwhile ("Add your API key"): after Connect it shows its menu.
  const place = stack.places.find((candidate) => candidate.placeId === SAMPLE_IDS.verified);
  if (!place) throw new Error('the catalog has no verified sample');
  const maps = await stack.openPlace(place);
  await waitForSettledPanel(maps, TIMEOUT);
  await welcome.bringToFront();
  await welcome.getByLabel('API key', { exact: true }).fill(stack.service.demoKey);
  await welcome.getByRole('button', { name: 'Connect', exact: true }).click();
  await welcome.getByRole('heading', { name: 'Key saved' }).waitFor({ timeout: TIMEOUT });
  await shoot(welcome, 'welcome-connected');
  await maps.bringToFront();
  await maps.locator('menu-on-maps-panel .mom-dish').first().waitFor({ timeout: TIMEOUT });
  await maps.close();
  await welcome.close();

  const toolbar = await stack.context.newPage();
  await toolbar.setViewportSize({ width: 820, height: 420 });
  await toolbar.setContent(
    toolbarHtml(stack.extensionDir, [
      { label: 'After the install: needs setup', look: needsSetup },
      { label: 'Connected', look: await toolbarLook(stack) },
    ]),
  );
  await shoot(toolbar, 'toolbar-icon');
  await toolbar.close();
  return shots;
}
