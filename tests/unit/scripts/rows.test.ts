import { describe, expect, it } from 'vitest';
import { benchmarksMarkdown, withMeasurements } from '@/scripts/bench/report/markdown.ts';
import { type BenchResults, skipped } from '@/scripts/bench/report/results.ts';
import { resultRows } from '@/scripts/bench/report/rows.ts';
import { summarize } from '@/scripts/bench/report/stats.ts';

// The report's logic only: figures here are made up, nothing is timed.

const machine = {
  date: '2026-01-01T00:00:00.000Z',
  cpus: 2,
  cpuModel: 'Test CPU',
  memoryGb: 8,
  load: 1,
  node: 'v20',
  chromium: 'Chromium 1.0',
  os: 'linux x64',
  source: 'commit abc1234',
};

function results(cachedMs: number[], billed: number): BenchResults {
  return {
    machine,
    cachedPanel: { ok: true, value: summarize(cachedMs) },
    uncachedPanel: { ok: false, error: 'service down' },
    popup: { ok: false, error: 'x' },
    toolbarPopup: { ok: false, error: 'x' },
    coldPanel: { ok: false, error: 'x' },
    coldPopup: { ok: false, error: 'x' },
    size: { ok: false, error: 'x' },
    resultsBadges: { ok: false, error: 'x' },
    tripPack: { ok: false, error: 'x' },
    intlSetup: { ok: false, error: 'x' },
    sessionText: { ok: false, error: 'x' },
    localSearch: { ok: false, error: 'x' },
    searchLibrary: { ok: false, error: 'x' },
    mainThread: { ok: false, error: 'x' },
    billing: {
      ok: true,
      value: { views: 20, uniquePlaces: 8, billed, perPlace: [], offlineViews: [] },
    },
    durationS: 1,
    loadAtEnd: 1,
  };
}

describe('resultRows', () => {
  it('marks a target met or MISSED from the figures', () => {
    const met = resultRows(results([10, 20, 30], 8));
    expect(met[0]).toMatchObject({ target: '< 50 ms (p95)', status: 'met' });
    expect(met.at(-1)).toMatchObject({ target: '= unique places', status: 'met' });
    const missed = resultRows(results([10, 20, 60], 9));
    expect(missed[0]?.status).toBe('MISSED');
    expect(missed.at(-1)?.status).toBe('MISSED');
  });

  it('judges the toolbar popup, its empty-page floor beside it; the tab page and its empty page without a target', () => {
    const r = results([10], 8);
    r.toolbarPopup = { ok: true, value: { open: summarize([70, 85, 95]), floor: summarize([40, 45, 52]) } };
    r.popup = { ok: true, value: { open: summarize([80, 90, 120]), floor: summarize([60, 64, 70]) } };
    const rows = resultRows(r).filter(
      (row) => /popup|extension page/i.test(row.metric) && !row.metric.includes('worker stopped first'),
    );
    expect(rows.map(({ result, status }) => [result, status])).toEqual([
      ['median 85.0 ms, p95 95.0 ms', 'met'],
      ['median 45.0 ms, p95 52.0 ms', ''],
      ['median 90.0 ms, p95 120.0 ms', ''],
      ['median 64.0 ms, p95 70.0 ms', ''],
    ]);
    expect(rows[1]?.metric).toMatch(/^Empty extension page as the toolbar popup/);
    r.toolbarPopup = { ok: true, value: { open: summarize([90, 95, 130]), floor: summarize([40, 45, 52]) } };
    expect(resultRows(r).find((row) => row.metric.startsWith('Toolbar popup'))?.status).toBe('MISSED');
  });

  it('judges the stopped-worker place change against its floor; the stopped-worker popup has no target', () => {
    const r = results([10], 8);
    const cpu = { totalMs: 10, scriptMs: 5, codeCacheMs: 1 };
    const workerCpu = { runs: 8, product: cpu, floor: cpu };
    r.coldPanel = {
      ok: true,
      value: { product: summarize([60, 70, 90]), floor: summarize([40, 50, 60]), ratio: 70 / 50, workerCpu },
    };
    r.coldPopup = { ok: true, value: { open: summarize([200, 250, 300]), floor: summarize([90, 100, 140]) } };
    const rows = resultRows(r).filter((row) => row.metric.includes('worker stopped first'));
    expect(rows.map(({ result, target, status }) => [result, target, status])).toEqual([
      [
        'median 70.0 ms (p95 90.0 ms) / floor 50.0 ms (p95 60.0 ms) = ×1.40',
        '≤ ×2.0 the floor (median)',
        'met',
      ],
      ['10.0 ms (script 5.0 ms) / floor 10.0 ms (script 5.0 ms)', '', ''],
      ['median 250.0 ms, p95 300.0 ms', '', ''],
      ['median 100.0 ms, p95 140.0 ms', '', ''],
    ]);
    r.coldPanel = {
      ok: true,
      value: {
        product: summarize([60, 101, 130]),
        floor: summarize([40, 50, 60]),
        ratio: 101 / 50,
        workerCpu,
      },
    };
    expect(resultRows(r).find((row) => row.metric.includes('worker stopped first'))?.status).toBe('MISSED');
  });

  it('judges the main-thread CPU per place change and of the first load against the render floor', () => {
    const r = results([10], 8);
    const added = (firstLoad: number, perPlaceChange: number) => ({
      firstLoad,
      perPlaceChange,
      pans: 1,
      panelShownRuns: 7,
      firstLoadPanelShown: 21,
      firstLoadSessions: firstLoad,
      firstLoadQuartiles: [firstLoad - 1, firstLoad + 2] as [number, number],
      perPlaceChangeQuartiles: [perPlaceChange - 0.5, perPlaceChange + 0.5] as [number, number],
      firstLoadDiffs: [firstLoad],
      perPlaceChangeRuns: [perPlaceChange],
    });
    r.mainThread = {
      ok: true,
      value: {
        runs: 7,
        firstLoads: 21,
        placeChanges: 20,
        plain: { firstLoad: 80, placeChanges: 20, pans: 10, taskMs: 200 },
        floor: added(10, 4),
        product: added(16, 5),
        productTaskMs: 300,
        perPlaceChangeRatio: 1.25,
        firstLoadRatio: 1.6,
        perPlaceChangeRatioInterval: [1.1, 1.4],
        firstLoadRatioInterval: [1.45, 1.9],
        answerBytes: { floor: 9000, product: 6000 },
      },
    };
    const rows = resultRows(r).filter((row) => row.metric.includes('main-thread'));
    expect(rows.map(({ result, target, status }) => [result, target, status])).toEqual([
      ['5.00 ms / floor 4.00 ms = ×1.25 (×1.10–1.40)', '≤ ×1.25 the floor', 'met'],
      ['16.0 ms / floor 10.0 ms = ×1.60 (×1.45–1.90)', '≤ ×1.5 the floor', 'MISSED'],
    ]);
    expect(rows.some((row) => row.target.includes('TaskDuration'))).toBe(false);
    const text = benchmarksMarkdown(r);
    expect(text).toContain(
      '| per place change (20 per session) | 5.00 ms | 4.50–5.50 | 4.00 ms | 3.50–4.50 | ×1.25 | ×1.10–×1.40 |',
    );
    expect(text).toContain(
      '| first load (open a place, 1 s) | 16.0 ms | 15.0–18.0 | 10.0 ms | 9.0–12.0 | ×1.60 | ×1.45–×1.90 |',
    );
  });

  it('leaves out the measurements not asked for (--only)', () => {
    const r = results([10], 8);
    r.uncachedPanel = skipped();
    expect(resultRows(r).some((row) => row.metric.includes('local service'))).toBe(false);
    expect(resultRows(r).some((row) => row.result.startsWith('not measured'))).toBe(true);
  });

  it('reports a measurement that failed instead of a figure', () => {
    const rows = resultRows(results([10], 8));
    expect(rows[1]).toMatchObject({ result: 'not measured: service down', status: '' });
  });

  it('writes the machine and the table into BENCHMARKS.md', () => {
    const r = results([10, 20, 60], 8);
    const text = benchmarksMarkdown(r);
    expect(text).toContain('2 CPUs (nproc), Test CPU');
    expect(text).toContain('Chromium 1.0');
    expect(text).toMatch(
      /\| Place change → cached menu inline \(3 runs\) \| median 20\.0 ms, p95 60\.0 ms \| < 50 ms \(p95\) \| MISSED \|/,
    );
  });
});

describe('withMeasurements (`npm run bench -- --only`)', () => {
  const cpu = { totalMs: 10, scriptMs: 5, codeCacheMs: 1 };
  const cold = (product: number[], source: string): BenchResults => ({
    ...results([10, 20, 30], 8),
    machine: { ...machine, source, load: 2.5 },
    coldPanel: {
      ok: true,
      value: {
        product: summarize(product),
        floor: summarize([40, 50, 60]),
        ratio: (product[1] ?? 0) / 50,
        workerCpu: { runs: 8, product: cpu, floor: cpu },
      },
    },
  });
  const full = benchmarksMarkdown(cold([60, 70, 90], 'commit aaa1111'));
  const partial = cold([80, 120, 130], 'commit bbb2222');
  const rowOf = (text: string, start: string) =>
    text.split('\n').find((line) => line.startsWith(`| ${start}`));

  it("rewrites only the named measurement's rows, each naming its commit and load", () => {
    const after = withMeasurements(
      full,
      { ...partial, cachedPanel: { ok: true, value: summarize([5, 6, 7]) } },
      new Set(['cold', 'cached']),
    );
    const coldRow = rowOf(after, 'Place change → cached menu inline, worker stopped first');
    expect(coldRow).toContain('median 120.0 ms');
    expect(coldRow).toContain('| `cold`, commit bbb2222, load 2.5–1.0 |');
    expect(rowOf(after, 'Place change → cached menu inline (3 runs)')).toContain('median 6.0 ms');
    // The others stay as the full run wrote them; every row keeps its place.
    expect(rowOf(after, 'Lookups billed')).toContain('`billing`, commit aaa1111');
    const order = (text: string) =>
      text.split('\n').filter((line) => line.startsWith('| ') && line.includes('`'));
    expect(order(after).map((line) => line.split(' | ')[0])).toEqual(
      order(full).map((line) => line.split(' | ')[0]),
    );
  });

  it('rewrites its section of details alone, which says the run it comes from', () => {
    const after = withMeasurements(full, partial, new Set(['cold']));
    const section = (text: string, name: string) =>
      text.slice(text.indexOf(`<!-- bench:${name} -->`), text.indexOf(`<!-- /bench:${name} -->`));
    expect(section(full, 'cold')).toContain('commit aaa1111');
    expect(section(after, 'cold')).toContain('commit bbb2222');
    expect(section(after, 'cold')).toContain('| product | 3 | 120.0 ms |');
    expect(section(after, 'billing')).toBe(section(full, 'billing'));
    expect(after.split('<!-- bench:cold -->')).toHaveLength(2);
  });

  it('leaves a file it cannot read as it was (a table from before the measured column)', () => {
    const old = full.replace('| status | measured |', '| status |');
    expect(() => withMeasurements(old, partial, new Set(['cold']))).toThrow(/full bench/);
  });
});
