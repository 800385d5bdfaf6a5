import { tokenize } from '@/lib/storage/search/search-text';

/**
 * A dish name's words as versions 6 and 7 stored them in their search rows (0.1.0): only a Chinese
 * character split a run of letters. Version 8 also splits where kana and Latin letters meet.
 */
export const version7Words = (name: string) => tokenize(name.replace(/\p{Script=Han}/gu, ' $& ')).join(' ');
