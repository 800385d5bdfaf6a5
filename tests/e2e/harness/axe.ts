import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

// axe-core in a real page. Extension pages forbid inline scripts (script-src 'self'), which is
// what page.addScriptTag({ path }) inserts, so the source is evaluated over the DevTools protocol
// instead when the tag is refused.

const AXE_PATH = fileURLToPath(new URL('../../../node_modules/axe-core/axe.min.js', import.meta.url));

export interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown; summary: string }[];
}

async function injectAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => 'axe' in window)) return;
  await page.addScriptTag({ path: AXE_PATH }).catch(() => undefined);
  if (await page.evaluate(() => 'axe' in window)) return;
  await page.evaluate(readFileSync(AXE_PATH, 'utf8'));
  if (!(await page.evaluate(() => 'axe' in window))) throw new Error('axe-core could not be injected');
}

/**
 * Violations of impact "serious" or "critical" in `selector` (the whole document when absent).
 * axe-core walks open shadow roots, so the inline panel's host element is a valid context.
 */
export async function seriousViolations(page: Page, selector?: string): Promise<AxeFinding[]> {
  await injectAxe(page);
  return page.evaluate(async (context) => {
    type AxeResult = {
      passes: unknown[];
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: unknown; failureSummary?: string }[];
      }[];
    };
    const { axe } = window as unknown as {
      axe: { run(context: unknown, options: object): Promise<AxeResult> };
    };
    const result = await axe.run(context ?? document, { resultTypes: ['violations'] });
    // A context that holds nothing axe can check would pass vacuously.
    if (result.passes.length === 0) throw new Error(`axe checked nothing in ${context ?? 'the document'}`);
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        nodes: nodes.map((node) => ({ target: node.target, summary: node.failureSummary ?? '' })),
      }));
  }, selector ?? null);
}

/** Readable failure message: rule, impact, and every offending node with axe's summary. */
export function describeFindings(where: string, findings: readonly AxeFinding[]): string {
  const lines = findings.flatMap((finding) => [
    `${finding.id} (${finding.impact}): ${finding.help}`,
    ...finding.nodes.map(
      (node) => `  ${JSON.stringify(node.target)}\n    ${node.summary.replace(/\n/g, '\n    ')}`,
    ),
  ]);
  return `${where}: ${findings.length} serious/critical axe violation(s)\n${lines.join('\n')}`;
}
