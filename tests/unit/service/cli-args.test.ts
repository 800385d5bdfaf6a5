import { describe, expect, it } from 'vitest';
import { SAMPLE_CATALOG, SAMPLE_IDS } from '@/service/catalog/sample.ts';
import { parseCliArgs } from '@/service/cli-args.ts';

describe('parseCliArgs', () => {
  it('defaults to port 8787, or $PORT', () => {
    expect(parseCliArgs([])).toMatchObject({ help: false, options: { port: 8787, testMode: false } });
    expect(parseCliArgs([], { PORT: '9000' })).toMatchObject({ options: { port: 9000 } });
    expect(parseCliArgs(['--port', '0'], { PORT: '9000' })).toMatchObject({ options: { port: 0 } });
  });

  it('reads fault, budget, key and test-mode flags', () => {
    const command = parseCliArgs([
      '--latency=150',
      '--fail-rate',
      '0.25',
      '--seed',
      '7',
      '--force-429',
      '--malformed',
      `${SAMPLE_IDS.verified},${SAMPLE_IDS.crawled}:html`,
      '--budget',
      '20',
      '--key',
      'a',
      '--key',
      'b',
      '--test-mode',
    ]);
    if (command.help) throw new Error('expected options');
    expect(command.options).toMatchObject({ monthlyBudget: 20, keys: ['a', 'b'], testMode: true });
    expect(JSON.parse(JSON.stringify(command.options.faults))).toEqual({
      latencyMs: 150,
      failRate: 0.25,
      seed: 7,
      force429: true,
      malformed: { [SAMPLE_IDS.verified]: 'truncated', [SAMPLE_IDS.crawled]: 'html' },
    });
  });

  it('adds a generated catalog to the sample one', () => {
    const command = parseCliArgs(['--catalog-size', '50']);
    if (command.help) throw new Error('expected options');
    expect([...(command.options.catalog ?? [])]).toHaveLength(SAMPLE_CATALOG.length + 50);
  });

  it('rejects bad values and unknown flags', () => {
    expect(() => parseCliArgs(['--fail-rate', '3'])).toThrow();
    expect(() => parseCliArgs(['--budget', '-1'])).toThrow();
    expect(() => parseCliArgs(['--malformed', 'x:gibberish'])).toThrow();
    expect(() => parseCliArgs(['--frobnicate'])).toThrow();
    expect(parseCliArgs(['--help'])).toEqual({ help: true });
  });
});
