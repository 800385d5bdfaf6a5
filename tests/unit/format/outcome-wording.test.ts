import { describe, expect, it } from 'vitest';
import { lookupsLeftText, outcomeWording, storageNoticeText } from '@/lib/format/outcome-wording';
import type { LookupOutcome, MessageActionKind } from '@/lib/messages/view';
import { NON_OK_OUTCOMES, NOW, RESETS_AT } from '@/tests/fixtures/menu-views';

const EVERY_OUTCOME: LookupOutcome[] = [
  ...NON_OK_OUTCOMES,
  { kind: 'ok' },
  { kind: 'loading' },
  { kind: 'refreshing' },
  { kind: 'no_place' },
  { kind: 'manual', heldBack: true },
  { kind: 'unreachable', retryAt: NOW + 60_000 },
  { kind: 'no_key', missing: 'service' },
];

function actionsOf(outcome: LookupOutcome) {
  const wording = outcomeWording(outcome, NOW);
  return [wording.alone?.action, wording.withSaved?.action, wording.search.action].filter(
    (action) => !!action,
  );
}

/** The labels of every button of one kind, over every outcome, each once. */
function labelsFor(does: MessageActionKind): string[] {
  const labels = EVERY_OUTCOME.flatMap(actionsOf)
    .filter((action) => action.does === does)
    .map((action) => action.label);
  return [...new Set(labels)].sort();
}

describe('outcomeWording', () => {
  it.each(EVERY_OUTCOME.map((outcome) => [outcome.kind, outcome] as const))(
    '%s: every button that can bill says it uses a lookup',
    (_kind, outcome) => {
      for (const action of actionsOf(outcome)) {
        if (action.does === 'lookup') expect(action.label).toMatch(/ — uses 1 lookup$/);
        else expect(action.label).not.toMatch(/lookup/);
      }
    },
  );

  it.each(EVERY_OUTCOME.map((outcome) => [outcome.kind, outcome] as const))(
    '%s: has a one-line chip for the collapsed panel',
    (_kind, outcome) => {
      const { chip } = outcomeWording(outcome, NOW);
      expect(chip.length).toBeGreaterThan(0);
      expect(chip.length).toBeLessThanOrEqual(30);
    },
  );

  it("offers no lookup when the service's budget is spent (nothing can succeed before the reset): says whose budget, what still works, and leads to the options", () => {
    const wording = outcomeWording({ kind: 'budget_exhausted', resetsAt: RESETS_AT }, NOW);
    const options = { label: 'Open options', does: 'openOptions' };
    expect(actionsOf({ kind: 'budget_exhausted', resetsAt: RESETS_AT })).toEqual([options, options, options]);
    expect(wording.alone?.title).toBe('The menu service’s monthly budget for your key is used up');
    expect(wording.alone?.detail).toBe(
      'Lookups resume on Dec 1, 2026. Saved menus still show, and the toolbar button searches them. To look up more this month, save a key with a bigger plan in the options.',
    );
    expect(wording.withSaved?.title).toBe('The menu service’s monthly budget for your key is used up.');
    // Each place with the button says what the options can do about it.
    expect(wording.withSaved?.detail).toMatch(
      / To look up more this month, save a key with a bigger plan in the options\.$/,
    );
    expect(wording.search.title).toBe(
      'The menu service’s monthly budget for your key is used up. Lookups resume on Dec 1, 2026. Saved menus are still searched. To look up more this month, save a key with a bigger plan in the options.',
    );
    expect(wording.chip).toBe('Service budget used up');
  });

  it("leads to the options where the user's own allowance can be raised", () => {
    const wording = outcomeWording({ kind: 'allowance_reached', allowance: 500 }, NOW);
    const options = { label: 'Open options', does: 'openOptions' };
    expect(actionsOf({ kind: 'allowance_reached', allowance: 500 })).toEqual([options, options, options]);
    expect(wording.alone?.detail).toBe(
      'You set an allowance of 500 lookups a month. Raise it in the options or wait for next month.',
    );
  });

  it('names asking again for a lookup in one wording, whatever went wrong', () => {
    expect(labelsFor('lookup')).toEqual([
      'Refresh — uses 1 lookup',
      'Show menu — uses 1 lookup',
      'Try again — uses 1 lookup',
    ]);
  });

  it('words each collapsed chip as a state, never as an action without its price: a click only opens the panel', () => {
    expect(outcomeWording({ kind: 'manual' }, NOW).chip).toBe('Menu ·\u00a0Not loaded');
    const actions = EVERY_OUTCOME.flatMap(actionsOf).map((action) => action.label.split(' — ')[0]);
    for (const outcome of EVERY_OUTCOME) {
      const { chip } = outcomeWording(outcome, NOW);
      expect(actions, outcome.kind).not.toContain(chip.replace(/^Menu · /, ''));
    }
  });

  it('names the way to the options page in one wording, whatever it is for', () => {
    expect(labelsFor('openOptions')).toEqual(['Open options']);
  });

  it('offers no paid button offline, where a lookup cannot work: the view asks again once online', () => {
    expect(actionsOf({ kind: 'offline' })).toEqual([]);
    expect(outcomeWording({ kind: 'offline', autoLookup: true }, NOW).alone?.detail).toBe(
      'It will load once you are back online.',
    );
  });

  it('offline with automatic lookups off, promises no load: the ask once online offers "Show menu"', () => {
    expect(outcomeWording({ kind: 'offline' }, NOW).alone?.detail).toBe(
      'Once you are back online, you can look it up.',
    );
  });

  it('the service cut off: promises a try by itself only with automatic lookups on', () => {
    const retryAt = NOW + 60_000;
    const on = outcomeWording({ kind: 'unreachable', retryAt, autoLookup: true }, NOW);
    expect(on.alone?.detail).toMatch(/Menu on Maps will try again automatically at .+\.$/);
    expect(on.withSaved?.detail).toMatch(/^Menu on Maps will try again automatically at /);
    const off = outcomeWording({ kind: 'unreachable', retryAt }, NOW);
    // Beside the button that tries now, no later time is named for the user's own try.
    expect(off.alone?.detail).toBe('You’re online, but the service did not answer.');
    expect(off.withSaved?.detail).toMatch(/^You can try again after /);
    expect(JSON.stringify(off)).not.toMatch(/automatically/);
    // Alone, the priced button is the way to try now.
    expect(off.alone?.action).toEqual({ label: 'Try again — uses 1 lookup', does: 'lookup' });
  });

  it('names a place not in the catalog quietly', () => {
    expect(outcomeWording({ kind: 'not_found' }, NOW).chip).toBe('No menu in the catalogue');
  });

  it("says what follows a 404's week as the setting has it: an ask of ours with automatic lookups, else the user's", () => {
    // On, opening the place after the week looks it up; off, the panel then offers "Show menu".
    expect(outcomeWording({ kind: 'not_found', autoLookup: true }, NOW).alone?.detail).toBe(
      'Menus are added over time; Menu on Maps asks the menu service again when you open this place after a week.',
    );
    expect(outcomeWording({ kind: 'not_found' }, NOW).alone?.detail).toBe(
      'Menus are added over time; after a week, you can look this place up again.',
    );
    expect(actionsOf({ kind: 'not_found' })).toEqual([]);
  });
});

describe('lookupsLeftText', () => {
  it('says the monthly figure with grouped digits and the right plural', () => {
    expect(lookupsLeftText({ left: 238, of: 1000 })).toBe('238 of 1,000 lookups left');
    expect(lookupsLeftText({ left: 0, of: 1 })).toBe('0 of 1 lookup left');
  });

  it('asks for what is missing: the key, or with a key stored only the service URL', () => {
    const key = outcomeWording({ kind: 'no_key' }, NOW);
    const service = outcomeWording({ kind: 'no_key', missing: 'service' }, NOW);
    expect(key.alone?.title).toBe('Add your API key to see menus');
    expect(service.alone?.title).toBe('Add the menu service URL to see menus');
    expect(service.chip).toBe('Menu ·\u00a0Add the service URL');
    for (const text of [service.alone?.title, service.alone?.detail, service.withSaved?.title, service.chip])
      expect(text).not.toMatch(/add your api key/i);
  });

  it('storage: its failure as the worker names it, else a warning when little room is left', () => {
    expect(storageNoticeText('quota', 5)).toBe(
      'Browser storage is full: new menus cannot be kept. Free disk space, or delete saved menus in the options.',
    );
    expect(storageNoticeText(null, null)).toBeNull();
    expect(storageNoticeText(null, 39 * 1024 * 1024)).toBe(
      'Browser storage is nearly full: about 39 MB left on this device. Free disk space, or new menus will stop being kept.',
    );
    expect(storageNoticeText(null, 1000)).toMatch(/less than 1 MB left/);
  });

  it('storage failing: automatic lookups paused, a click offered that says it will not be kept', () => {
    const wording = outcomeWording({ kind: 'storage_failing' }, NOW);
    expect(wording.alone?.title).toBe('Browser storage is full or failing');
    expect(wording.alone?.detail).toMatch(/A click still shows the menu, but it will not be kept\.$/);
    expect(wording.alone?.action?.does).toBe('lookup');
  });
});
