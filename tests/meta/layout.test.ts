import { posix } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  exportedNames,
  filesUnder,
  importCycles,
  importsOf,
  isCode,
  parse,
  read,
  runtimeClosure,
} from './source-graph';

// The layout rules the README states, checked the way refined-github's build/features.test.ts
// checks its features: a rule broken anywhere fails here, with the files that break it. Biome
// checks the direct imports as they are written (biome.json); this checks what they add up to.

const SOURCE_ROOTS = ['lib', 'components', 'entrypoints', 'modules', 'service', 'mcp', 'scripts', 'testing'];
const sourceFiles = SOURCE_ROOTS.flatMap(filesUnder);
const sourceCode = sourceFiles.filter(isCode);
const under = (prefix: string) => sourceCode.filter((path) => path.startsWith(prefix));
const MAX_FILES_PER_FOLDER = 15;
/** The one layer that opens IndexedDB, through Dexie. */
const STORAGE_MODULES = /^lib\/storage\/(menus|key)\//;
/** The code every Maps page runs: the content script, and the panel's module it imports by URL. */
const CONTENT_SCRIPT = ['entrypoints/maps.content/index.tsx', 'entrypoints/maps-panel/index.ts'] as const;

const dirOf = (path: string) => posix.dirname(path);
const baseName = (path: string) => posix.basename(path).replace(/\.[^.]+$/, '');

describe('folders', () => {
  it(`no source folder holds more than ${MAX_FILES_PER_FOLDER} files`, () => {
    const counts = new Map<string, number>();
    for (const path of sourceFiles) counts.set(dirOf(path), (counts.get(dirOf(path)) ?? 0) + 1);
    const crowded = [...counts].filter(([, count]) => count > MAX_FILES_PER_FOLDER);
    expect(crowded).toEqual([]);
  });

  /** The README's layout table: each row's first cell names one or more paths in backticks. */
  function layoutTable(): string[] {
    const readme = read('README.md');
    const section = readme.slice(readme.indexOf('\n## Layout'));
    const table = section.slice(
      0,
      section.indexOf('\n## ', 1) === -1 ? undefined : section.indexOf('\n## ', 1),
    );
    return table
      .split('\n')
      .filter((line) => line.startsWith('|'))
      .flatMap((line) =>
        [...(line.split('|')[1] ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? ''),
      )
      .map((path) => path.replace(/\/$/, ''));
  }

  it("the README's layout table lists every folder of lib/ and components/ and every top-level folder", () => {
    const listed = new Set(layoutTable());
    const libFolders = new Set([...under('lib/'), ...under('components/')].map(dirOf));
    const topFolders = new Set(
      [...SOURCE_ROOTS, 'docs', 'tests'].filter((folder) => filesUnder(folder).length > 0),
    );
    const listedWithin = (folder: string) => [...listed].some((path) => path.startsWith(`${folder}/`));
    const missing = [
      ...[...libFolders].filter((folder) => !listed.has(folder)),
      ...[...topFolders].filter((folder) => !listed.has(folder) && !listedWithin(folder)),
    ];
    expect(missing).toEqual([]);
  });

  it("every path in the README's layout table exists", () => {
    const missing = layoutTable().filter((path) => filesUnder(path).length === 0);
    expect(missing).toEqual([]);
  });

  it('no two modules of the extension share a file name (index and main files aside)', () => {
    const byName = new Map<string, string[]>();
    for (const path of [
      ...under('lib/'),
      ...under('components/'),
      ...under('entrypoints/'),
      ...under('modules/'),
    ]) {
      const name = baseName(path);
      if (name === 'index' || name === 'main') continue;
      byName.set(name, [...(byName.get(name) ?? []), path]);
    }
    expect([...byName.values()].filter((paths) => paths.length > 1)).toEqual([]);
  });

  it('no two modules of the extension export the same name', () => {
    const byName = new Map<string, string[]>();
    for (const path of [...under('lib/'), ...under('components/'), ...under('entrypoints/')]) {
      for (const name of exportedNames(path)) byName.set(name, [...(byName.get(name) ?? []), path]);
    }
    expect([...byName].filter(([, paths]) => paths.length > 1)).toEqual([]);
  });
});

describe('entrypoints are wiring only', () => {
  const entrypoints = under('entrypoints/');
  /** A WXT entrypoint: a file directly in entrypoints/, or a folder's index. */
  const isEntrypoint = (path: string) => dirOf(path) === 'entrypoints' || baseName(path) === 'index';

  it('every file directly in entrypoints/ is an entrypoint (helpers sit in a folder beside theirs)', () => {
    const loose = filesUnder('entrypoints').filter(
      (path) => dirOf(path) === 'entrypoints' && !/export default define[A-Z]\w*\(/.test(read(path)),
    );
    expect(loose).toEqual([]);
  });

  it('entrypoints and the composition roots beside them run no code when imported', () => {
    const offending: string[] = [];
    for (const path of entrypoints) {
      const pageScript = !isEntrypoint(path) && filesUnder(`${dirOf(path)}/index.html`).length > 0;
      let calls = 0;
      for (const statement of parse(path).statements) {
        const allowed =
          ts.isImportDeclaration(statement) ||
          ts.isFunctionDeclaration(statement) ||
          ts.isInterfaceDeclaration(statement) ||
          ts.isTypeAliasDeclaration(statement) ||
          (ts.isExportAssignment(statement) && /^define[A-Z]\w*\(/.test(statement.expression.getText()));
        if (allowed) continue;
        // A page script (loaded by the page's index.html, never imported at build time) starts the
        // page with one call of a function of its own.
        if (pageScript && ts.isExpressionStatement(statement) && ts.isCallExpression(statement.expression)) {
          calls += 1;
          if (calls === 1) continue;
        }
        offending.push(`${path}:${statement.getStart()} ${statement.getText().slice(0, 60)}`);
      }
    }
    expect(offending).toEqual([]);
  });
});

describe('start-up cost', () => {
  // Code that runs when a module is evaluated delays every start of the worker and content script:
  // a worker woken by a place change answers only after all of its modules ran (BENCHMARKS.md,
  // "Place change with the worker stopped first"). The first Intl object of a context loads locale
  // data (BENCHMARKS.md, "Intl set-up"); made at module scope, every start would pay for it.
  const WORKER = 'entrypoints/background/index.ts';

  /** Calls and `new`s of a callee matching `callee` that run when a module `entries` load is evaluated. */
  function moduleScopeCalls(entries: string[], callee: RegExp): string[] {
    const offending: string[] = [];
    const files = new Set(entries.flatMap((entry) => [...runtimeClosure(entry).files]));
    for (const path of [...files].filter(isCode)) {
      const visit = (node: ts.Node) => {
        // Bodies run later, when called or constructed.
        if (ts.isFunctionLike(node) || ts.isClassLike(node)) return;
        if (
          (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
          callee.test(node.expression.getText())
        ) {
          offending.push(`${path}: ${node.getText().slice(0, 60)}`);
          return;
        }
        ts.forEachChild(node, visit);
      };
      visit(parse(path));
    }
    return offending;
  }

  it('no module the worker or the content script loads makes an Intl object when it is evaluated', () => {
    expect(moduleScopeCalls([WORKER, ...CONTENT_SCRIPT], /^(globalThis\.)?Intl\./)).toEqual([]);
  });

  it("the extension's code reaches zod only through lib/zod.ts, which imports zod's mini build and configures it before any schema is built", () => {
    const direct = ['lib/', 'components/', 'entrypoints/'].flatMap((prefix) =>
      under(prefix).flatMap((path) =>
        importsOf(path)
          // Any entry of the zod package (zod, zod/v4, zod/mini, …) outside lib/zod.ts, and any but
          // the mini build there (the classic API is heavier to load and to build).
          .filter(
            (edge) =>
              /^zod(\/|$)/.test(edge.specifier) && (path !== 'lib/zod.ts' || edge.specifier !== 'zod/mini'),
          )
          .map((edge) => `${path} → ${edge.specifier}`),
      ),
    );
    expect(direct).toEqual([]);
  });

  it('one way into IndexedDB: only the storage modules import Dexie, and no code names indexedDB or its factory', () => {
    const offending: string[] = [];
    for (const path of [
      ...under('lib/'),
      ...under('components/'),
      ...under('entrypoints/'),
      ...under('modules/'),
    ]) {
      for (const edge of importsOf(path)) {
        if (!edge.typeOnly && /^dexie(\/|$)/.test(edge.specifier) && !STORAGE_MODULES.test(path))
          offending.push(`${path} imports ${edge.specifier}`);
        // Another library's way into IndexedDB is a second way in, wherever it is imported.
        if (/^(idb|idb-keyval|localforage|lovefield|pouchdb[\w-]*)(\/|$)/.test(edge.specifier))
          offending.push(`${path} imports ${edge.specifier}`);
      }
      const visit = (node: ts.Node) => {
        if (ts.isIdentifier(node) && /^(indexedDB|IDBFactory|IDBDatabase|IDBOpenDBRequest)$/.test(node.text))
          offending.push(`${path} uses ${node.text}`);
        ts.forEachChild(node, visit);
      };
      visit(parse(path));
    }
    expect(offending).toEqual([]);
  });
});

describe('layers', () => {
  it('the content script loads neither zod, Dexie, the polyfill nor the worker, at any depth', () => {
    const closures = CONTENT_SCRIPT.map(runtimeClosure);
    const files = new Set(closures.flatMap((closure) => [...closure.files]));
    const packages = new Set(closures.flatMap((closure) => [...closure.packages]));
    const forbiddenPackages = [...packages].filter((name) =>
      /^(zod|dexie|webextension-polyfill|@wxt-dev\/webextension-polyfill|wxt\/browser)(\/|$)/.test(name),
    );
    const workerModules = [...files].filter((path) =>
      /^lib\/(worker|storage\/(menus|search|key|memory|session))\//.test(path),
    );
    expect(forbiddenPackages).toEqual([]);
    expect(workerModules).toEqual([]);
    // Its components keep their state in classes: preact/hooks would grow it (its size is a budget).
    expect(packages).not.toContain('preact/hooks');
    // The closure is the real one: it reaches the panel and the place parser.
    expect(files).toContain('components/inline/InlinePanel.tsx');
    expect(files).toContain('lib/places/place-path.ts');
  });

  it("the content script's own file loads no panel code: the panel is the module it imports, compiled off the page's main thread", () => {
    const { files } = runtimeClosure(CONTENT_SCRIPT[0]);
    const panelCode = [...files].filter((path) =>
      /^(components|entrypoints\/maps-panel)\/.*\.tsx?$/.test(path),
    );
    expect(panelCode).toEqual([]);
    expect(files).toContain('lib/content/extension-api.ts');
  });

  /** Imports from `paths` into the folder `into` (`runtimeOnly`: type-only imports do not count). */
  const crossings = (paths: readonly string[], into: string, { runtimeOnly = false } = {}) =>
    paths.flatMap((path) =>
      importsOf(path)
        .filter((edge) => !(runtimeOnly && edge.typeOnly) && edge.target?.startsWith(into))
        .map((edge) => `${path} → ${edge.specifier}`),
    );

  it('lib/storage imports nothing from lib/worker, type-only imports included: the worker uses the stores, never the reverse', () => {
    // Every piece of persisted state (its keys, its stored shape, its reads and writes) lives under
    // lib/storage; the worker's policy decides what to do with it.
    expect(crossings(under('lib/storage/'), 'lib/worker/')).toEqual([]);
  });

  /** The shipped code (and the MCP proxy) outside the folders `inside` names. */
  const outside = (inside: RegExp) =>
    [...under('lib/'), ...under('components/'), ...under('entrypoints/'), ...under('mcp/')].filter(
      (path) => !inside.test(path),
    );

  it('only the worker and its entrypoint load lib/worker: the pages and the content script ask it by message', () => {
    // A page that ran the worker's code would hold a second copy of its policy and state.
    const others = outside(/^(lib\/worker|entrypoints\/background)\//);
    expect(crossings(others, 'lib/worker/', { runtimeOnly: true })).toEqual([]);
  });

  it("only the worker loads the session stores: storage.session holds the worker's notes, which no page reads", () => {
    const others = outside(/^(lib\/worker|lib\/storage|entrypoints\/background)\//);
    expect(crossings(others, 'lib/storage/session/', { runtimeOnly: true })).toEqual([]);
  });

  it('lib/ never imports components/', () => {
    expect(crossings(under('lib/'), 'components/')).toEqual([]);
  });

  it('components render only: no browser API, database or network at run time', () => {
    const offending: string[] = [];
    for (const path of under('components/')) {
      for (const edge of importsOf(path)) {
        if (edge.typeOnly) continue;
        if (/^(wxt\/browser|dexie|webextension-polyfill)/.test(edge.specifier))
          offending.push(`${path} imports ${edge.specifier}`);
        if (edge.target && /^lib\/(worker|storage\/(menus|search|key|memory|session))\//.test(edge.target))
          offending.push(`${path} → ${edge.target}`);
      }
      const visit = (node: ts.Node) => {
        if (
          ts.isPropertyAccessExpression(node) &&
          ts.isIdentifier(node.expression) &&
          ['browser', 'chrome'].includes(node.expression.text)
        )
          offending.push(`${path} uses ${node.getText()}`);
        if (ts.isIdentifier(node) && ['fetch', 'indexedDB', 'XMLHttpRequest'].includes(node.text))
          offending.push(`${path} uses ${node.text}`);
        ts.forEachChild(node, visit);
      };
      visit(parse(path));
    }
    expect(offending).toEqual([]);
  });

  it('components format nothing themselves: numbers, dates, prices and names of languages come from lib/', () => {
    // One place formats for display (lib/format, lib/i18n), in the catalogue's language.
    const formatting = /\bIntl\.|\.toLocale(Date|Time)?String\(|\.toFixed\(/;
    const offending = under('components/').filter((path) => formatting.test(read(path)));
    expect(offending).toEqual([]);
  });

  it('nothing else in lib/ or entrypoints/ formats for display: only lib/format and lib/i18n do', () => {
    // Intl elsewhere reads (a price's text, a currency code) or sorts (a Collator), never writes for people.
    const display =
      /\b(NumberFormat|DateTimeFormat|RelativeTimeFormat|PluralRules|ListFormat|DisplayNames|DurationFormat)\b|\.toLocale(Date|Time)?String\b|\.to(Fixed|Precision)\(/;
    const READS: ReadonlySet<string> = new Set(['lib/api/normalise/price.ts']);
    const offending = [...under('lib/'), ...under('entrypoints/')].filter(
      (path) => !/^lib\/(format|i18n)\//.test(path) && !READS.has(path) && display.test(read(path)),
    );
    expect(offending).toEqual([]);
  });

  it('stylesheets mirror in right-to-left languages: sides are logical, unless a rule names its direction', () => {
    // margin-inline-start, not margin-left: Arabic and Hebrew pages flip them. A rule under :dir()
    // says which direction it is for (the panel's title lines up with the panel's own lines).
    const physical =
      /\b(margin|padding|border)-(left|right)\b|\bfloat:\s*(left|right)|text-align:\s*(left|right)/;
    const offending = sourceFiles
      .filter((path) => path.startsWith('components/') && path.endsWith('.css'))
      .flatMap((path) =>
        read(path)
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .split('}')
          .map((rule) => rule.split('{'))
          .filter(
            ([selector, body]) => body !== undefined && !selector!.includes(':dir(') && physical.test(body),
          )
          .map(([selector]) => `${path}: ${selector!.trim()}`),
      );
    expect(offending).toEqual([]);
  });

  it("the worker's logic gets the browser injected: only lib/worker/browser/ imports it", () => {
    const offending = under('lib/worker/')
      .filter((path) => !path.startsWith('lib/worker/browser/'))
      .filter((path) => importsOf(path).some((edge) => edge.specifier === 'wxt/browser'));
    expect(offending).toEqual([]);
  });

  /** The MCP tools' definitions, shared by the service's `/mcp` and the stdio proxy (mcp/stdio). */
  const isSharedMcp = (path: string) => path.startsWith('mcp/') && !path.startsWith('mcp/stdio/');

  it('the reference service imports nothing from the extension, at any depth (the shared MCP tools aside)', () => {
    const crossing = under('service/').flatMap((path) =>
      importsOf(path)
        .filter(
          (edge) => edge.target !== null && !edge.target.startsWith('service/') && !isSharedMcp(edge.target),
        )
        .map((edge) => `${path} → ${edge.target}`),
    );
    expect(crossing).toEqual([]);
    const { files } = runtimeClosure('service/index.ts');
    expect([...files].filter((path) => !path.startsWith('service/') && !isSharedMcp(path))).toEqual([]);
    // The closure is the real one: it reaches the MCP route and the shared tools.
    expect(files).toContain('service/mcp/mcp-route.ts');
    expect(files).toContain('mcp/menu-mcp-server.ts');
  });

  it('the shared MCP tools import neither the extension, the service nor the stdio proxy', () => {
    const crossing = sourceCode.filter(isSharedMcp).flatMap((path) =>
      importsOf(path)
        .filter((edge) => edge.target !== null && !isSharedMcp(edge.target))
        .map((edge) => `${path} → ${edge.target}`),
    );
    expect(crossing).toEqual([]);
  });

  it("the stdio proxy reads the service through the extension's client: of the extension, lib/api only", () => {
    const crossing = under('mcp/stdio/').flatMap((path) =>
      importsOf(path)
        .filter((edge) => edge.target !== null && !/^(lib\/api|mcp)\//.test(edge.target))
        .map((edge) => `${path} → ${edge.target}`),
    );
    expect(crossing).toEqual([]);
    // It runs in Node: nothing it loads may need a browser, the database or the worker.
    const { files, packages } = runtimeClosure('mcp/stdio/stdio-proxy.ts');
    const browserOnly = [...packages].filter((name) =>
      /^(dexie|webextension-polyfill|@wxt-dev\/webextension-polyfill|wxt)(\/|$)/.test(name),
    );
    expect(browserOnly).toEqual([]);
    expect(
      [...files].filter((path) =>
        /^(lib\/(worker|storage\/(menus|search|key|memory|session))|components|entrypoints|service)\//.test(
          path,
        ),
      ),
    ).toEqual([]);
    expect(files).toContain('lib/api/normalise/body.ts');
  });

  it('no import cycles, type-only imports included', () => {
    expect(importCycles(sourceCode)).toEqual([]);
  });
});

describe('build modules', () => {
  // A module adds something of the project's own (icons, match patterns, the service URL, JSX,
  // minifier settings) through documented WXT or Vite options. One that swaps a module by its path
  // or edits a dependency's files makes every upgrade of that dependency a hunt: none may.
  const SWAPS = new Set(['alias', 'resolveId', 'load', 'transform', 'transformIndexHtml']);
  /** Hooks that may rewrite finished chunks, where a dependency's code is too. */
  const OUTPUT_EDITS = new Set([
    'renderChunk',
    'generateBundle',
    'writeBundle',
    'closeBundle',
    'banner',
    'footer',
    'intro',
    'outro',
    'build:done',
  ]);
  /** Modules allowed an output hook, and why: each only puts a line of its own before an entry chunk. */
  const OUTPUT_EDITORS: Readonly<Record<string, string>> = {
    'modules/eager-compile-hint.ts': "V8's compile hint must be the file's first line, after minification",
  };

  it('no module in modules/ (nor wxt.config.ts) swaps a module by path (resolve.alias, resolveId, load, transform), rewrites output chunks, or reaches into node_modules', () => {
    const offending: string[] = [];
    for (const path of [...under('modules/'), 'wxt.config.ts']) {
      const source = parse(path);
      const visit = (node: ts.Node) => {
        const name =
          (ts.isPropertyAssignment(node) ||
            ts.isMethodDeclaration(node) ||
            ts.isPropertyAccessExpression(node) ||
            ts.isShorthandPropertyAssignment(node)) &&
          node.name &&
          (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))
            ? node.name.text
            : undefined;
        if (name && SWAPS.has(name)) offending.push(`${path}: ${name}`);
        // A hook named by a string, as WXT's are (wxt.hook('build:done', ...)), counts as well.
        const hook = name ?? (ts.isStringLiteralLike(node) ? node.text : undefined);
        if (hook && OUTPUT_EDITS.has(hook) && !OUTPUT_EDITORS[path]) offending.push(`${path}: ${hook}`);
        if (ts.isStringLiteralLike(node) && /node_modules|^(\.\.?\/)*node_modules/.test(node.text))
          offending.push(`${path}: ${node.text}`);
        if (ts.isIdentifier(node) && ['createRequire', 'realpathSync'].includes(node.text))
          offending.push(`${path}: ${node.text}`);
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(offending).toEqual([]);
  });
});

describe('tests', () => {
  /** Where the modules a tests/unit folder tests live. */
  const TEST_AREAS: Readonly<Record<string, readonly string[]>> = {
    api: ['lib/api'],
    components: ['components/menu', 'components/dishes', 'components/inline'],
    content: ['lib/content', 'entrypoints/maps.content', 'entrypoints/maps-panel'],
    // The contract tests check the reference service against the service's contract.
    contract: ['docs/menu-service-interface.md'],
    format: ['lib/format'],
    i18n: ['lib/i18n'],
    // lib/'s own modules, beside its folders (clock.ts, newest-entries.ts, zod.ts).
    lib: filesUnder('lib').filter((path) => dirOf(path) === 'lib'),
    // The MCP tools (mcp/) and the stdio proxy (mcp/stdio/); the service's /mcp is tested under service.
    mcp: ['mcp'],
    messages: ['lib/messages'],
    options: ['lib/options', 'components/options', 'components/welcome'],
    places: ['lib/places'],
    results: ['lib/results'],
    popup: ['lib/popup', 'components/popup', 'entrypoints/popup-script'],
    scripts: ['scripts'],
    service: ['service'],
    // With the dish indexes earlier versions stored, which the upgrade tests build.
    storage: ['lib/storage', 'testing/legacy-index'],
    worker: ['lib/worker', 'entrypoints/background'],
  };
  const unitFiles = filesUnder('tests/unit');

  it('each tests/unit folder tests one area of the source', () => {
    const folders = new Set(unitFiles.map((path) => path.split('/')[2] ?? ''));
    expect([...folders].filter((folder) => !(folder in TEST_AREAS))).toEqual([]);
    expect(unitFiles.filter((path) => dirOf(path) === 'tests/unit')).toEqual([]);
  });

  it('each suite is named after the module it tests: <module>[.<aspect>].test.ts', () => {
    const misnamed = unitFiles
      .filter((path) => /\.test\.tsx?$/.test(path))
      .filter((path) => {
        const area = TEST_AREAS[path.split('/')[2] ?? ''] ?? [];
        const module = posix.basename(path).split('.')[0];
        const modules = new Set(area.flatMap(filesUnder).map(baseName));
        return module === undefined || !modules.has(module);
      });
    expect(misnamed).toEqual([]);
  });
});
