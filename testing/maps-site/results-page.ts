import { type FixturePlace, placePath } from './place-urls';

// A stand-in for a Google Maps results list, built the way the real one is (field notes, "Results
// list on Google Maps"): a scrolling `[role="feed"]` whose cards each hold one overlay link to
// `/maps/place/…` with the name in its aria-label and the place in its `data=` (with and without
// `!19s`, always with `!3d…!4d…`), separators between cards, a sponsored card, obfuscated class
// names, more cards appended as the feed scrolls, and cards rendered again. `window.__results`
// lets tests append, re-render (new children in the same card), rebuild (new card elements) and
// clear (a new search);
// `?cards=N` sets how many cards the first render shows.
// The hostile list (`/maps/search/hostile/…`) has 1,000 cards with markup in names,
// `javascript:` links, links to another site and broken place data among real results.

/** The cards a results page shows before any scroll, and how many each scroll adds. */
export const FIRST_CARDS = 20;
export const MORE_CARDS = 10;
export const HOSTILE_CARDS = 1000;

/** Whether `path` is a results list page (a search with a query segment, not an `api=1` link). */
export function isResultsPath(path: string): boolean {
  return /^\/maps\/search\/[^/?]+/.test(path);
}

export function resultsPageHtml(places: FixturePlace[], hostile: boolean): string {
  // Every other place's link without `!19s` (the feature id only), as Maps writes some.
  const data = JSON.stringify(
    places.map((place, index) => ({
      name: place.name,
      placeId: place.placeId,
      path: placePath(place, index % 2 === 0 ? 'full' : 'fid-only').replace(
        '?entry=ttu',
        '?authuser=0&hl=en&rclk=1',
      ),
    })),
  ).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>restaurants - Google Maps</title>
<style>
  body { margin: 0; font: 14px system-ui, sans-serif; display: flex; height: 100vh; }
  [role="main"] { width: 408px; display: flex; flex-direction: column; border-right: 1px solid #ddd; background: #fff; }
  [role="main"] h1 { font-size: 16px; margin: 12px 16px; }
  [role="feed"] { flex: 1; overflow-y: auto; }
  .Nv2PK { display: flex; gap: 12px; padding: 12px 16px; position: relative; }
  .hfpxzc { position: absolute; inset: 0; z-index: 0; }
  .qBF1Pd { font-weight: 500; font-size: 16px; }
  .W4Efsd { color: #5f6368; font-size: 13px; }
  .UY7F9 { color: #70757a; }
  .FQ2IWe { width: 84px; height: 84px; flex: none; border-radius: 8px; background: linear-gradient(135deg, #c8d6c0, #9fb59a); margin-inline-start: auto; }
  .kxklSb { font-weight: 700; font-size: 12px; }
  [role="separator"] { border-top: 1px solid #e8eaed; margin: 0 16px; }
  #map { flex: 1; background: repeating-linear-gradient(45deg, #e8f0e0 0 40px, #dfe9d6 40px 80px); }
</style></head>
<body>
<div role="main" aria-label="Results for restaurants"><h1>Results</h1>
<div role="feed" aria-label="Results for restaurants" tabindex="-1"></div></div>
<div id="map" aria-label="Map"></div>
<script>
  const places = ${data};
  const hostile = ${hostile};
  const feed = document.querySelector('[role="feed"]');
  let next = 0;
  let search = 0;
  function el(tag, cls, text) {
    const node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined) node.textContent = text;
    return node;
  }
  // A hostile card: i % 5 picks markup in the name (a place never saved), a javascript: link, a
  // link to another site naming a real place, broken place data, or a real result.
  function hostileResult(i) {
    const place = places[i % places.length];
    const fid = '0x47e66e1f00000000:0x' + (i + 1).toString(16).padStart(16, '0');
    const markup = '<img src=x onerror="window.__pwned=1;alert(1)">Evil ' + i + ' <script>window.__pwned=2<\\/script>';
    switch (i % 5) {
      case 0: return { name: markup, href: '/maps/place/x/data=!4m7!3m6!1s' + fid + '!8m2!3d48.85!4d2.35' };
      case 1: return { name: 'Script ' + i, href: 'javascript:window.__pwned=3;alert(1)//maps/place/' + place.path };
      case 2: return { name: place.name, href: 'https://evil.example' + place.path };
      case 3: return { name: 'Broken ' + i, href: '/maps/place/x/data=!!!4m!3m!1s0xzz:0x!19s' + '%3Cb%3E'.repeat(50) };
      default: return { name: place.name, href: place.path };
    }
  }
  function content(result, sponsored) {
    const link = el('a', 'hfpxzc');
    link.href = result.href;
    link.setAttribute('aria-label', result.name);
    const text = el('div', 'bfdHYd');
    if (sponsored) text.append(el('div', 'kxklSb', 'Sponsored'));
    text.append(el('div', 'qBF1Pd', result.name));
    text.append(el('div', 'W4Efsd', '4.5 ★ (1,203) · €€'));
    text.append(el('div', 'W4Efsd UY7F9', 'Restaurant · 12 Rue de la Paix'));
    text.append(el('div', 'W4Efsd', 'Dine-in · Takeaway · No delivery'));
    return [link, text, el('div', 'FQ2IWe')];
  }
  function card(result, sponsored) {
    const wrapper = el('div');
    const inner = el('div', 'Nv2PK THOPZb CpccDe');
    inner.append(...content(result, sponsored));
    wrapper.append(inner);
    wrapper.__result = result;
    wrapper.__sponsored = sponsored;
    return wrapper;
  }
  function add(result, sponsored) {
    if (feed.children.length > 0) {
      const separator = el('div');
      separator.setAttribute('role', 'separator');
      feed.append(separator);
    }
    const node = card(result, sponsored);
    feed.append(node);
    return node;
  }
  function appendMore(count) {
    const added = [];
    for (let i = 0; i < count; i++) {
      if (hostile) { if (next >= ${HOSTILE_CARDS}) break; added.push(add(hostileResult(next++), false)); continue; }
      if (next >= places.length) break;
      const place = places[next++];
      added.push(add({ name: place.name, href: search === 0 ? place.path : place.path + '&sq=' + search }, false));
    }
    // The heights before any extension could touch the cards (tests compare against them), read
    // after all are in: one layout, not one per card.
    for (const node of added) node.dataset.h = String(node.getBoundingClientRect().height);
  }
  const cards = () => [...feed.children].filter((node) => node.__result);
  window.__results = {
    appendMore: () => appendMore(${MORE_CARDS}),
    append: (count) => appendMore(count),
    // New children in the same card elements, as Maps re-renders a card.
    rerender: () => { for (const node of cards()) node.firstChild.replaceChildren(...content(node.__result, node.__sponsored)); },
    // New card elements in place of the old ones.
    rebuild: () => { for (const node of cards()) { const fresh = card(node.__result, node.__sponsored); fresh.dataset.h = node.dataset.h; node.replaceWith(fresh); } },
    // A new search: the feed emptied, then the same places again under new links (Maps writes
    // each search's own parameters into its result links).
    clear: () => { feed.replaceChildren(); next = 0; search += 1; },
  };
  if (!hostile) {
    const node = add({ name: places[places.length - 1].name, href: places[places.length - 1].path }, true);
    node.dataset.h = String(node.getBoundingClientRect().height);
  }
  // \`?cards=N\`: the first render's count (the benchmark starts from an empty feed).
  const first = Number(new URLSearchParams(location.search).get('cards') ?? (hostile ? ${HOSTILE_CARDS} : ${FIRST_CARDS}));
  appendMore(first);
  feed.addEventListener('scroll', () => {
    if (feed.scrollTop + feed.clientHeight >= feed.scrollHeight - 40) appendMore(${MORE_CARDS});
  });
</script>
</body></html>`;
}
