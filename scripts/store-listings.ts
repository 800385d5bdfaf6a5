// npm run store:listings: writes store/listings/<lang>.md from public/_locales (scripts/release/listings.ts).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { storeListings } from './release/listings';

const OUT = 'store/listings';
const listings = storeListings('public/_locales');
mkdirSync(OUT, { recursive: true });
// A language whose catalogue is gone loses its listing.
for (const file of readdirSync(OUT)) if (!listings.has(file.replace(/\.md$/, ''))) rmSync(join(OUT, file));
for (const [lang, text] of listings) writeFileSync(join(OUT, `${lang}.md`), text);
console.log(`Wrote ${listings.size} listing(s) to ${OUT}/: ${[...listings.keys()].join(', ')}`);
