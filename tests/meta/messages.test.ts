import { existsSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { SHIPPED_LANGUAGES } from '@/lib/i18n/languages';
import { filesUnder, parse, ROOT, read } from './source-graph';

// Every user-visible word comes from the message catalogue (guide.md): no literal text in a
// component, and every shipped language complete, with the plural forms CLDR gives it.

type Catalogue = Record<string, string | Record<string, string>>;
const catalogue = (language: string): Catalogue => JSON.parse(read(`locales/${language}.json`));
const english = catalogue('en');
const placeholders = (text: string) => new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]));
const texts = (message: string | Record<string, string>) =>
  typeof message === 'string' ? [message] : Object.values(message);

/** Problems of one language's catalogue against the English one; empty when it is complete. */
function catalogueProblems(language: string, messages: Catalogue): string[] {
  const problems: string[] = [];
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  for (const [key, source] of Object.entries(english)) {
    const message = messages[key];
    if (message === undefined) {
      problems.push(`${language}: missing ${key}`);
      continue;
    }
    if (key === '_note') continue;
    if ((typeof source === 'string') !== (typeof message === 'string')) {
      problems.push(
        `${language}: ${key} must be ${typeof source === 'string' ? 'a string' : 'a plural message'}`,
      );
      continue;
    }
    if (typeof message !== 'string') {
      const missing = categories.filter((category) => !(category in message));
      if (missing.length > 0)
        problems.push(`${language}: ${key} lacks the plural forms ${missing.join(', ')}`);
      const extra = Object.keys(message).filter((form) => !(categories as string[]).includes(form));
      if (extra.length > 0)
        problems.push(`${language}: ${key} has forms ${language} does not use: ${extra.join(', ')}`);
    }
    const known = new Set(texts(source).flatMap((text) => [...placeholders(text)]));
    for (const text of texts(message)) {
      for (const name of placeholders(text)) {
        if (!known.has(name)) problems.push(`${language}: ${key} uses {${name}}, unknown in English`);
      }
    }
  }
  for (const key of Object.keys(messages)) {
    if (!(key in english)) problems.push(`${language}: ${key} is not an English key`);
  }
  return problems;
}

/** Attributes whose text people read or hear. */
const SPOKEN_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'title', 'placeholder', 'alt', 'label']);
const HAS_LETTER = /\p{L}/u;

/** Literal user-facing text in a component's JSX: `file:line text` for each. */
function literalTexts(path: string, source = parse(path)): string[] {
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    if (!HAS_LETTER.test(text)) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${path}:${line + 1} ${JSON.stringify(text.trim())}`);
  };
  /** String literals a JSX expression puts on screen: not call arguments (t('key')), not keys. */
  const literalsIn = (node: ts.Node): void => {
    if (ts.isCallExpression(node) || ts.isElementAccessExpression(node)) return;
    if (ts.isBinaryExpression(node) && node.operatorToken.kind !== ts.SyntaxKind.PlusToken) {
      // `a && 'text'`: the right side shows; `a === 'x'` compares.
      if (node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken) literalsIn(node.right);
      else if (node.operatorToken.kind === ts.SyntaxKind.BarBarToken) literalsIn(node.right);
      else if (node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) literalsIn(node.right);
      return;
    }
    if (ts.isConditionalExpression(node)) {
      literalsIn(node.whenTrue);
      literalsIn(node.whenFalse);
      return;
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      report(node, node.text);
      return;
    }
    if (ts.isTemplateExpression(node)) {
      report(node, [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(''));
      return;
    }
    if (ts.isParenthesizedExpression(node)) literalsIn(node.expression);
    if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node)) visit(node);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) {
      report(node, node.text);
    } else if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(source);
      const value = node.initializer;
      if (SPOKEN_ATTRIBUTES.has(name) && value) {
        if (ts.isStringLiteral(value)) report(value, value.text);
        else if (ts.isJsxExpression(value) && value.expression) literalsIn(value.expression);
      }
      if (value && ts.isJsxExpression(value) && value.expression) {
        // Elements passed as props are checked like any other.
        ts.forEachChild(value.expression, function jsxOnly(child): void {
          if (ts.isJsxElement(child) || ts.isJsxSelfClosingElement(child) || ts.isJsxFragment(child))
            visit(child);
          else ts.forEachChild(child, jsxOnly);
        });
      }
      return;
    } else if (ts.isJsxExpression(node) && node.parent && !ts.isJsxAttribute(node.parent)) {
      if (node.expression) literalsIn(node.expression);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the message catalogue', () => {
  it('every shipped language has a catalogue with every English key, the plural forms CLDR gives it, and no unknown placeholder', () => {
    const problems = SHIPPED_LANGUAGES.flatMap((language) =>
      existsSync(join(ROOT, `locales/${language}.json`))
        ? catalogueProblems(language, catalogue(language))
        : [`${language}: no locales/${language}.json`],
    );
    expect(problems).toEqual([]);
  });

  it("English's plural messages give English's forms, and its note for translators names the terms that matter", () => {
    expect(catalogueProblems('en', english)).toEqual([]);
    expect(english._note).toMatch(/lookup/);
    expect(english._note).toMatch(/saved menu/);
    expect(english._note).toMatch(/Verified/);
  });

  it("every shipped language names the extension in the manifest's own catalogue (public/_locales)", () => {
    const missing = SHIPPED_LANGUAGES.filter((language) => {
      const path = `public/_locales/${language.replace('-', '_')}/messages.json`;
      if (!existsSync(join(ROOT, path))) return true;
      const messages = JSON.parse(read(path));
      return !messages.extName?.message || !messages.extDescription?.message;
    });
    expect(missing).toEqual([]);
  });

  it('finds a language without a plural form it needs, a missing key and an unknown placeholder', () => {
    const polish: Catalogue = {
      ...catalogue('en'),
      'count.dishes': { one: '{count} danie', other: '{n} dań' },
    };
    delete polish['menu.stale'];
    expect(catalogueProblems('pl', polish)).toEqual(
      expect.arrayContaining([
        'pl: missing menu.stale',
        'pl: count.dishes lacks the plural forms few, many',
        'pl: count.dishes uses {n}, unknown in English',
      ]),
    );
  });

  it("a button's spoken name holds the word shown on it, in every language (axe's label-content-name-mismatch)", () => {
    // [aria-label, the button's text]: SavedRow's Delete, ChangesNote's Dismiss. The e2e axe runs see
    // English and Arabic only; a translation that names the button with another verb fails there unseen.
    const pairs = [
      ['saved.deleteOf', 'common.delete'],
      ['changes.dismissLabel', 'changes.dismiss'],
    ] as const;
    const mismatches = SHIPPED_LANGUAGES.flatMap((language) => {
      const messages = catalogue(language);
      const lower = (key: string) =>
        texts(messages[key] ?? '')
          .join(' ')
          .toLocaleLowerCase(language);
      return pairs
        .filter(([spoken, shown]) => !lower(spoken).includes(lower(shown)))
        .map(([spoken, shown]) => `${language}: ${spoken} does not hold ${shown}`);
    });
    expect(mismatches).toEqual([]);
  });

  it("every catalogue keeps its note's one word for a menu and for a lookup (no second word for either)", () => {
    expect(otherWords(SHIPPED_LANGUAGES)).toEqual([]);
  });

  it('finds a second word for a concept', () => {
    expect(otherWords(['de'], { 'pack.confirmYes': 'Menüs speichern' })).toEqual([
      'de: pack.confirmYes says "Menü" (the note\'s word: Speisekarte)',
    ]);
  });

  it("every catalogue's note defines its word for the service's budget and for the user's allowance, and its messages keep them apart", () => {
    expect(budgetAndAllowanceMixed(SHIPPED_LANGUAGES)).toEqual([]);
  });

  it('finds a note without the two words, and a word for one concept said of the other', () => {
    expect(
      budgetAndAllowanceMixed(['pl', 'ar'], {
        _note: 'Dla tłumaczy.',
        'outcome.allowance.chip': 'Budżet wyczerpany',
        'popup.budget.reached': '{text} – بلغ الحدّ',
      }),
    ).toEqual([
      'pl: the note does not name budżet',
      'pl: the note does not name limit',
      'pl: outcome.allowance.chip, an allowance message, says "Budżet wyczerpany"',
      'ar: the note does not name ميزانية',
      'ar: the note does not name حدّ',
      'ar: outcome.allowance.chip, an allowance message, says "Budżet wyczerpany"',
      'ar: popup.budget.reached, said of either, says "{text} – بلغ الحدّ"',
    ]);
  });

  it('every heading and label over the saved places (their count, their list) says places, as the count does, in every language', () => {
    expect(headingsNotSayingPlaces(SHIPPED_LANGUAGES)).toEqual([]);
  });

  it('no panel heading (outcome.*.title) runs far longer than the English one, in any language', () => {
    expect(longHeadings(SHIPPED_LANGUAGES)).toEqual([]);
  });

  it('finds a panel heading far longer than the English one', () => {
    expect(
      longHeadings(['de'], {
        'outcome.noPlace.title': 'Öffnen Sie ein Restaurant in Google Maps, um seine Speisekarte zu sehen',
      }),
    ).toEqual(['de: outcome.noPlace.title has 71 characters (at most 57)']);
  });

  it('German addresses the user as Sie throughout: no du-form in de.json', () => {
    expect(duForms(catalogue('de'))).toEqual([]);
  });

  it('finds a du-form: a pronoun, a verb ending and an imperative', () => {
    expect(
      duForms({
        'lists.heading': 'Deine Listen',
        'pack.busy': 'Eine andere Liste wird gespeichert. Warte, bis sie fertig ist, oder brich sie ab.',
        'outcome.offline.title': 'Du bist offline',
        'lists.alsoMenus': 'Auch ihre gespeicherten Speisekarten löschen',
      }),
    ).toEqual([
      'lists.heading says "Deine"',
      'pack.busy says "Warte", "brich"',
      'outcome.offline.title says "Du", "bist"',
    ]);
  });

  it('finds a heading over the saved places that says menus', () => {
    expect(headingsNotSayingPlaces(['en', 'de'], { 'options.saved.heading': 'Saved menus' })).toEqual([
      'en: options.saved.heading says "Saved menus", not places',
      'de: options.saved.heading says "Saved menus", not places',
    ]);
  });
});

/**
 * Words a catalogue's note set aside for one of its terms, found elsewhere in that catalogue, with
 * the note's own word. Found on screen: "Speisekarte" beside "Menü" in German, "cardápio" beside
 * "menu" in Portuguese, a cost counted in another word than the note's for a lookup, English
 * "settings" for the options and "limit" for the allowance, Spanish "presupuesto" for its "cuota".
 */
const SECOND_WORDS: Readonly<Record<string, ReadonlyArray<readonly [RegExp, string]>>> = {
  en: [
    [/\bsettings\b/i, 'options'],
    [/\blimit\b/i, 'allowance'],
  ],
  de: [[/Menü/, 'Speisekarte']],
  es: [[/presupuesto/i, 'cuota']],
  'pt-BR': [[/\bmenus?\b/i, 'cardápio']],
  it: [[/consultazion/i, 'richiesta']],
  pl: [[/kosztuje zapyta/i, 'sprawdzenie']],
  he: [[/עולה בדיקות|אין מה לבדוק/, 'שאילתה']],
};

function otherWords(languages: readonly string[], planted: Catalogue = {}): string[] {
  return languages.flatMap((language) =>
    Object.entries({ ...catalogue(language), ...planted }).flatMap(([key, message]) => {
      if (key === '_note') return [];
      const text = texts(message)
        .join('\n')
        .replaceAll('Menu on Maps', '')
        .replace(/https?:\/\/\S+|\{\w+\}/g, '');
      return (SECOND_WORDS[language] ?? [])
        .map(([word, noteWord]) => [text.match(word)?.[0], noteWord] as const)
        .filter(([found]) => found !== undefined)
        .map(([found, noteWord]) => `${language}: ${key} says "${found}" (the note's word: ${noteWord})`);
    }),
  );
}

/**
 * Each catalogue's word for the menu service's monthly budget (its plan, for the key) and for the
 * user's own allowance (set in the options), as its note defines them: [shown in the note, matcher].
 * The two stop different things and lift in different ways, so no message says one for the other.
 */
const BUDGET_AND_ALLOWANCE_WORDS: Readonly<
  Record<string, readonly [budget: readonly [string, RegExp], allowance: readonly [string, RegExp]]>
> = {
  en: [
    ['budget', /\bbudget/i],
    ['allowance', /\ballowance/i],
  ],
  de: [
    ['Budget', /budget/i],
    ['Kontingent', /kontingent/i],
  ],
  es: [
    ['cuota', /\bcuota/i],
    ['límite', /límite/i],
  ],
  fr: [
    ['quota', /\bquota/i],
    // « limite » defines the plafond in the note: said of the service's quota too, it would blur them.
    ['plafond', /plafond|\blimite/i],
  ],
  it: [
    ['quota', /\bquota/i],
    ['limite', /\blimit[ei]\b/i],
  ],
  nl: [
    ['budget', /budget/i],
    ['limiet', /limiet/i],
  ],
  'pt-BR': [
    ['cota', /\bcota/i],
    ['limite', /\blimite/i],
  ],
  ja: [
    ['照会枠', /照会枠/],
    ['上限', /上限/],
  ],
  'zh-CN': [
    ['额度', /额度/],
    ['上限', /上限/],
  ],
  he: [
    ['מכסה', /מכס/],
    ['מגבלה', /מגבל/],
  ],
  pl: [
    ['budżet', /budżet/i],
    ['limit', /\blimit/i],
  ],
  // حدّ alone, with its article or a clitic: not حدّدت (set), تحدّث (updates), محدّثة (updated).
  ar: [
    ['ميزانية', /ميزاني/],
    ['حدّ', /(?<!\p{L})(?:و?ال|و|ك)?حدّ(?:ك)?(?![\p{L}\p{M}])/u],
  ],
};

/** Messages that name the service's budget, the user's allowance, and either (the popup's level). */
const BUDGET_MESSAGES = [
  'outcome.budget.title',
  'outcome.budget.withSaved',
  'outcome.budget.chip',
  'popup.budget.exhausted',
  'error.budget',
];
const ALLOWANCE_MESSAGES = [
  'outcome.allowance.title',
  'outcome.allowance.withSaved',
  'outcome.allowance.chip',
  'options.allowance',
  'toolbar.allowanceReached',
];
// lib/popup/budget-summary.ts puts these after the allowance's line and the service's figure alike.
const EITHER_MESSAGES = ['popup.budget.reached', 'popup.budget.warn'];

function budgetAndAllowanceMixed(languages: readonly string[], planted: Catalogue = {}): string[] {
  return languages.flatMap((language) => {
    const words = BUDGET_AND_ALLOWANCE_WORDS[language];
    if (!words) return [`${language}: no words in BUDGET_AND_ALLOWANCE_WORDS`];
    const [[budgetName, budget], [allowanceName, allowance]] = words;
    const messages = { ...catalogue(language), ...planted };
    const note = String(messages._note);
    const text = (key: string) => texts(messages[key] ?? '').join(' | ');
    const says = (key: string, what: string) => `${language}: ${key}, ${what}, says "${text(key)}"`;
    return [
      ...(note.includes(budgetName) ? [] : [`${language}: the note does not name ${budgetName}`]),
      ...(note.includes(allowanceName) ? [] : [`${language}: the note does not name ${allowanceName}`]),
      ...BUDGET_MESSAGES.filter((key) => !budget.test(text(key)) || allowance.test(text(key))).map((key) =>
        says(key, 'a budget message'),
      ),
      ...ALLOWANCE_MESSAGES.filter((key) => !allowance.test(text(key)) || budget.test(text(key))).map((key) =>
        says(key, 'an allowance message'),
      ),
      ...EITHER_MESSAGES.filter((key) => budget.test(text(key)) || allowance.test(text(key))).map((key) =>
        says(key, 'said of either'),
      ),
    ];
  });
}

/**
 * Each catalogue's word for a place and for a menu, as its note sets them. The saved places' count
 * counts every kept answer, a closed place's too ("12 saved places"), so the headings and labels over
 * it say places; a heading that said menus over that count was found on the options page.
 */
const PLACE_AND_MENU_WORDS: Readonly<Record<string, readonly [place: RegExp, menu: RegExp]>> = {
  en: [/\bplaces?\b/i, /\bmenus?\b/i],
  de: [/Lokal/, /Speisekarte/],
  fr: [/adresses?\b/i, /\bmenus?\b/i],
  es: [/\bsitios?\b/i, /menú/i],
  it: [/\blocal[ei]\b/i, /\bmenu\b/i],
  'pt-BR': [/\blugar(es)?\b/i, /cardápio/i],
  nl: [/\bza(ak|ken)\b/i, /\bmenu/i],
  pl: [/\blokal/i, /\bmenu\b/i],
  ja: [/お店/, /メニュー/],
  'zh-CN': [/店/, /菜单/],
  ar: [/مطعم|مطاعم/, /قائمة|قوائم/],
  he: [/מסעד/, /תפריט/],
};

/** The count of saved places, and the headings and labels over it or over their list (options, popup). */
const OVER_SAVED_PLACES = [
  'count.savedPlaces',
  'options.saved.heading',
  'options.clearQuestion',
  'saved.listRecent',
  'saved.listName',
] as const;

function headingsNotSayingPlaces(languages: readonly string[], planted: Catalogue = {}): string[] {
  return languages.flatMap((language) => {
    const words = PLACE_AND_MENU_WORDS[language];
    if (!words) return [`${language}: no word for a place and a menu in PLACE_AND_MENU_WORDS`];
    const [place, menu] = words;
    const messages = { ...catalogue(language), ...planted };
    return OVER_SAVED_PLACES.flatMap((key) => {
      const message = messages[key];
      const text = message === undefined ? '' : texts(message).join(' | ');
      return place.test(text) && !menu.test(text) ? [] : [`${language}: ${key} says "${text}", not places`];
    });
  });
}

/**
 * The German catalogue speaks to the user as Sie ("Öffnen Sie", "Ihre Listen"); "Deine Listen" and a
 * "Warte, … brich sie ab" were found beside it. The du pronouns, the second person of the verbs a
 * message is likely to use, and the du imperatives of the verbs the catalogue uses with Sie. Not every
 * imperative: a new one needs adding here. "ihr"/"ihre" are left alone (also "her", "their", "its").
 */
const DU_FORM =
  /(?<![\p{L}])(du|dich|dir|dein|deine[mnrs]?|euch|euer|eure[mnrs]?|bist|hast|kannst|musst|willst|möchtest|brauchst|siehst|wirst|solltest|darfst|weißt|warte|brich|öffne|gib|wähle|klicke|tippe|prüfe|erhöhe|füge|versuche|lade|sieh|kopiere|erlaube|durchsuche|aktualisiere|lösche|verbinde|starte|ersetze|entferne|importiere)(?![\p{L}])/giu;

function duForms(messages: Catalogue): string[] {
  return Object.entries(messages).flatMap(([key, message]) => {
    if (key === '_note') return [];
    const found = [...texts(message).join('\n').matchAll(DU_FORM)].map((match) => `"${match[0]}"`);
    return found.length > 0 ? [`${key} says ${[...new Set(found)].join(', ')}`] : [];
  });
}

/**
 * The headings that fill the panel when it has no menu to show (PanelMessage), a language's too long.
 * The inline panel leaves them about 300 pixels, some 40 characters a line: German's "Öffnen Sie ein
 * Restaurant in Google Maps, um seine Speisekarte zu sehen" (71, English's 48) ran to a third line in
 * the screenshots. A heading may be a fifth longer than English's, or 56 characters, whichever is more.
 */
function longHeadings(languages: readonly string[], planted: Catalogue = {}): string[] {
  const length = (text: string) => [...text].length;
  return languages.flatMap((language) => {
    const messages = { ...catalogue(language), ...planted };
    return Object.keys(english)
      .filter((key) => /^outcome\.\w+\.title$/.test(key))
      .flatMap((key) => {
        const most = Math.max(56, Math.floor(length(String(english[key])) * 1.2));
        const size = length(texts(messages[key] ?? '').join(''));
        return size > most ? [`${language}: ${key} has ${size} characters (at most ${most})`] : [];
      });
  });
}

describe('components say nothing of their own', () => {
  it('no component holds literal text in its JSX or in a spoken attribute (aria-label, title, placeholder, alt, label)', () => {
    const components = filesUnder('components').filter((path) => path.endsWith('.tsx'));
    expect(components.length).toBeGreaterThan(30);
    expect(components.flatMap((path) => literalTexts(path))).toEqual([]);
  });

  it('finds each kind of literal', () => {
    const planted = ts.createSourceFile(
      'planted.tsx',
      `export const A = () => (
        <p title="Tip" aria-label={'Label'}>
          Hello
          {ready ? 'Ready' : t('x')}
          {\`\${n} dishes\`}
          <input placeholder={t('y')} alt="" />
          {t('z', { name: 'not shown alone' })}
        </p>
      );`,
      ts.ScriptTarget.Latest,
      true,
      ts.ScriptKind.TSX,
    );
    expect(literalTexts('planted.tsx', planted).map((line) => line.split(' ').slice(1).join(' '))).toEqual([
      '"Tip"',
      '"Label"',
      '"Hello"',
      '"Ready"',
      '"dishes"',
    ]);
  });
});

/** Exported constants of a module that read as words for people (two words or more): `file:line text`. */
function exportedSentences(path: string, source = parse(path)): string[] {
  const found: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const value = declaration.initializer;
      if (!value || !(ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value))) continue;
      if (!/\p{L}{2,} \p{L}{2,}/u.test(value.text)) continue;
      const line = source.getLineAndCharacterOfPosition(value.getStart(source)).line + 1;
      found.push(`${path}:${line} ${JSON.stringify(value.text)}`);
    }
  }
  return found;
}

describe('the content script says nothing of its own', () => {
  it('no module of lib/content exports a sentence as a constant (the panel words things through t())', () => {
    const modules = filesUnder('lib/content').filter((path) => /\.tsx?$/.test(path));
    expect(modules.length).toBeGreaterThan(10);
    expect(modules.flatMap((path) => exportedSentences(path))).toEqual([]);
  });

  it('finds an exported sentence, and leaves selectors, names and local constants alone', () => {
    const planted = ts.createSourceFile(
      'planted.ts',
      `export const NO_ANSWER_MESSAGE = 'The extension stopped before it answered. Try again.';
      export const FEED = '[role="feed"]';
      export const PORT = \`menu-on-maps:place\`;
      const LOCAL = 'Not exported, not shown';`,
      ts.ScriptTarget.Latest,
      true,
      ts.ScriptKind.TS,
    );
    expect(exportedSentences('planted.ts', planted)).toEqual([
      'planted.ts:1 "The extension stopped before it answered. Try again."',
    ]);
  });
});
