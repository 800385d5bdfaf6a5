import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRIVACY_POLICY_URL, storeListings } from '@/scripts/release/listings.ts';

const FIXTURE = 'tests/fixtures/store-locales';

describe('storeListings', () => {
  it('gives one listing per language folder present, from that language catalogue', () => {
    const listings = storeListings(FIXTURE);
    expect([...listings.keys()]).toEqual(['de', 'en', 'fr']);
    expect(listings.get('fr')).toContain('## Name\n\nMenu sur Maps\n');
    expect(listings.get('fr')).toContain(
      "## Summary (132 characters at most)\n\nMontre la carte d'un restaurant.\n",
    );
    expect(listings.get('de')).toContain('Menü auf Maps');
  });

  it('takes every key it documents that a catalogue holds (the long description), and no other', () => {
    const listings = storeListings(FIXTURE);
    expect(listings.get('en')).toContain('## Description\n\nA longer text\n\nwith two paragraphs.\n');
    expect(listings.get('fr')).not.toContain('## Description');
    expect(listings.get('en')).not.toContain('Not part of a listing');
  });

  it('links the privacy policy in every language', () => {
    for (const text of storeListings(FIXTURE).values()) expect(text).toContain(PRIVACY_POLICY_URL);
  });

  it('refuses a catalogue without a name or with a summary longer than the stores take', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mom-locales-'));
    mkdirSync(join(dir, 'xx'));
    writeFileSync(join(dir, 'xx', 'messages.json'), JSON.stringify({ extDescription: { message: 'x' } }));
    expect(() => storeListings(dir)).toThrow('"extName" is missing');
    writeFileSync(
      join(dir, 'xx', 'messages.json'),
      JSON.stringify({ extName: { message: 'x' }, extDescription: { message: 'é'.repeat(133) } }),
    );
    expect(() => storeListings(dir)).toThrow('longer than');
  });

  it("store/listings is what the catalogues give today (run npm run store:listings after a catalogue's change)", () => {
    const listings = storeListings('public/_locales');
    const committed = readdirSync('store/listings').sort();
    expect(committed).toEqual([...listings.keys()].map((lang) => `${lang}.md`).sort());
    for (const [lang, text] of listings) expect(readFileSync(`store/listings/${lang}.md`, 'utf8')).toBe(text);
  });
});
