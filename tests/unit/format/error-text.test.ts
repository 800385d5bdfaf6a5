import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiProblem, caughtMessage, problemText, technicalDetail } from '@/lib/format/error-text';
import { SHIPPED_LANGUAGES } from '@/lib/i18n/languages';
import { useCatalogue } from '@/lib/i18n/messages';
import german from '@/locales/de.json';
import polish from '@/locales/pl.json';

/** The sentences that once carried a caught error's English words in a `{problem}` slot. */
const CAUGHT_ERROR_SENTENCES = [
  'connect.notAsked',
  'connect.notSaved',
  'connect.unconfirmed',
  'lists.deleteFailed',
  'lists.readFailed',
  'options.clearFailed',
  'options.couldNotSave',
  'options.exportFailed',
  'options.import.failed',
  'options.saved.countFailed',
  'options.savedUnconfirmed',
  'options.settingsUnread',
  'options.testFailed',
  'pack.startFailed',
  'saved.deleteFailed',
  'saved.readFailed',
  'search.savedFailed',
];

describe('caughtMessage', () => {
  it("gives an Error's message and any other thrown value as a string", () => {
    expect(caughtMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(caughtMessage('quota exceeded')).toBe('quota exceeded');
    expect(caughtMessage(undefined)).toBe('undefined');
  });
});

describe('problemText', () => {
  it('words a problem code in the catalogue in use: the showing page words it, in its language', () => {
    useCatalogue('de', german);
    expect(problemText({ kind: 'api', error: 'server', status: 503 })).toBe(
      'Der Speisekarten-Dienst hatte einen Serverfehler (HTTP 503).',
    );
    expect(problemText({ kind: 'no_answer' })).toBe(
      'Die Erweiterung wurde beendet, bevor sie antworten konnte. Versuchen Sie es erneut.',
    );
    expect(problemText({ kind: 'storage', storage: 'unavailable' })).toBe(
      'Der Browserspeicher (IndexedDB) ist nicht verfügbar.',
    );
    useCatalogue('pl', polish);
    expect(problemText({ kind: 'no_key' })).toBe('Nie ustawiono klucza API.');
    expect(problemText({ kind: 'not_allowed', origin: 'https://menus.example.com' })).toBe(
      'Rozszerzenie nie ma jeszcze dostępu do https://menus.example.com: przyznaj go w opcjach.',
    );
  });

  it('keeps words that are not ours as they are, and a blank one as a general line', () => {
    expect(problemText({ kind: 'text', text: 'Failed to fetch' })).toBe('Failed to fetch');
    expect(problemText({ kind: 'text', text: ' ' })).toBe('Something went wrong.');
  });
});

describe('technicalDetail', () => {
  // The reader's English ("body larger than …") sat inside the translated sentence, in every language.
  it("keeps an unreadable answer's detail out of the sentence, for the details control", () => {
    useCatalogue('de', german);
    const error = { kind: 'invalid_response', message: 'body larger than 2097152 bytes' } as const;
    expect(problemText(apiProblem(error))).toBe(
      'Der Speisekarten-Dienst hat eine Antwort gesendet, die diese Erweiterung nicht lesen kann.',
    );
    expect(technicalDetail(error)).toBe('body larger than 2097152 bytes');
    expect(technicalDetail({ kind: 'bad_request', status: 400, message: 'q is required' })).toBe(
      'q is required',
    );
    expect(technicalDetail({ kind: 'network', message: 'Failed to fetch' })).toBeNull();
    expect(technicalDetail({ kind: 'server', status: 503 })).toBeNull();
  });

  it.each(SHIPPED_LANGUAGES)('%s: the failure sentences have no slot for English', (language) => {
    const catalogue = JSON.parse(readFileSync(`locales/${language}.json`, 'utf8')) as Record<string, unknown>;
    // The service's answer, and an imported file's: the reader's words go under "Technical details".
    expect(catalogue['error.invalid']).not.toContain('{');
    expect(catalogue['options.import.invalid']).not.toContain('{');
    // A caught error's message (caughtMessage) is English too: it goes under "Technical details",
    // and the sentence ends as a sentence, not on a colon that waited for it.
    for (const key of CAUGHT_ERROR_SENTENCES) {
      expect(catalogue[key], key).toBeTypeOf('string');
      expect(catalogue[key], key).not.toMatch(/[:：]\s*$/);
    }
    // The one `{problem}` slot left is filled with a problem already in words (problemText).
    const slots = Object.keys(catalogue).filter((key) =>
      JSON.stringify(catalogue[key]).includes('{problem}'),
    );
    expect(slots).toEqual(['outcome.error.search']);
  });
});

describe('error.server', () => {
  // Shown above the panel's "Try again — uses 1 lookup": a "Try again later." under it contradicted
  // the button. Every catalogue says what happened and stops at the status.
  it.each(SHIPPED_LANGUAGES)(
    '%s: says the server failed, and no "try again later" beside the button',
    (language) => {
      const catalogue = JSON.parse(readFileSync(`locales/${language}.json`, 'utf8')) as Record<
        string,
        unknown
      >;
      expect(catalogue['error.server']).toMatch(/\{status\}[)）][.。]$/);
    },
  );
});
