import { describe, expect, it } from 'vitest';
import { caughtMessage, problemText } from '@/lib/format/error-text';
import { useCatalogue } from '@/lib/i18n/messages';
import german from '@/locales/de.json';
import polish from '@/locales/pl.json';

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
      'Der Speisekarten-Dienst hatte einen Serverfehler (HTTP 503). Versuchen Sie es später erneut.',
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
