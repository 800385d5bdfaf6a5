import { type FixturePlace, placePath } from './place-urls';

// The page around the extension in the stores' screenshots (scripts/demo/store-scenes.ts): a maps
// site as a user knows one, in spirit and without Google's marks or its red pin — a place card at the start
// (`role="main"`, as on the fixture page, so the panel keeps clear of it), a drawn street map with
// pins, and room at the end for the real panel. The extension reads the place from the URL, as on
// the fixture page (the `data=` of placePath); the scene's query parameter only picks this page.
// The card's details (rating, address, hours) are the scene's own, written for the sample
// verified place the demo opens (Le Petit Bistrot, Paris); only the name comes from the place.

/** The query parameter (`scene=store`) that asks the fixture site for this page, not the test page. */
const SCENE_PARAM = 'scene';
const SCENE = 'store';

export function isStoreScenePath(path: string): boolean {
  return new URLSearchParams(path.split('?')[1] ?? '').get(SCENE_PARAM) === SCENE;
}

/** The place's Maps URL path (the fixture page's, whose query `?entry=ttu` it extends), showing the scene. */
export function storeScenePath(place: FixturePlace): string {
  return `${placePath(place)}&${SCENE_PARAM}=${SCENE}`;
}

/** The drawn map's streets, north–south at `x` and east–west at `y`, with their widths. */
const AVENUES: [number, number][] = [
  [95, 8],
  [225, 10],
  [395, 16],
  [560, 8],
  [715, 10],
  [880, 8],
];
const CROSS_STREETS: [number, number][] = [
  [130, 12],
  [295, 8],
  [455, 18],
  [600, 8],
  [715, 12],
];

/** Street names and where they are written: [text, x, y, angle], in the part beside the place card. */
const LABELS: [string, number, number, number][] = [
  ['Rue de Rivoli', 250, 459, 0],
  ['Rue des Rosiers', 110, 134, 0],
  ['Rue Vieille du Temple', 391, 170, 90],
  ['Rue Saint-Antoine', 240, 719, 0],
  ['Rue Pavée', 221, 625, 90],
];

/** Other places on the map: [x, y, colour, name or '']. */
const PINS: [number, number, string, string][] = [
  [140, 215, '#e8710a', 'Café des Arts'],
  [470, 220, '#e8710a', ''],
  [246, 190, '#1e8e3e', 'Square du Temple'],
  [120, 530, '#e8710a', 'Boulangerie du Marais'],
  [480, 540, '#e8710a', ''],
  [310, 660, '#1a73e8', ''],
  [40, 380, '#e8710a', ''],
];

/** The edges of the blocks between `streets` ([at, width]) across the map's `size`, 6 px back from them. */
function blockEdges(streets: [number, number][], size: number): [number, number][] {
  const sides = [
    -40,
    ...streets.flatMap(([at, width]) => [at - width / 2 - 6, at + width / 2 + 6]),
    size + 40,
  ];
  return Array.from({ length: sides.length / 2 }, (_, i) => [sides[2 * i] ?? 0, sides[2 * i + 1] ?? 0]);
}

/** The buildings: one to three to a block between the streets. */
function buildings(): string {
  const out: string[] = [];
  blockEdges(AVENUES, 1000).forEach(([x1, x2], c) => {
    blockEdges(CROSS_STREETS, 800).forEach(([y1, y2], r) => {
      const parts = 1 + ((c * 3 + r * 2) % 3);
      const gap = 4;
      const width = (x2 - x1 - gap * (parts - 1)) / parts;
      for (let i = 0; i < parts; i++) {
        const x = (x1 + i * (width + gap)).toFixed(1);
        out.push(`<rect x="${x}" y="${y1}" width="${width.toFixed(1)}" height="${y2 - y1}" rx="2"/>`);
      }
    });
  });
  return out.join('');
}

function mapSvg(): string {
  type Line = [number, number, number, number, number];
  const lines = [
    ...AVENUES.map(([x, w]): Line => [x, -20, x, 820, w]),
    ...CROSS_STREETS.map(([y, w]): Line => [-20, y, 1020, y, w]),
  ];
  const streets = lines
    .map(
      ([x1, y1, x2, y2, w]) =>
        `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#e0ddd6" stroke-width="${w + 3}"/>` +
        `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#fff" stroke-width="${w}"/>`,
    )
    .join('');
  const labels = LABELS.map(
    ([text, x, y, angle]) => `<text x="${x}" y="${y}" transform="rotate(${angle} ${x} ${y})">${text}</text>`,
  ).join('');
  const pins = PINS.map(
    ([x, y, colour, name]) =>
      `<circle cx="${x}" cy="${y}" r="8" fill="${colour}" stroke="#fff" stroke-width="2.5"/>` +
      (name
        ? `<text x="${x + 13}" y="${y + 4}" fill="${colour}" font-size="12" font-weight="600">${name}</text>`
        : ''),
  ).join('');
  // The map is anchored at its top left (the part beside the place card stays in view at any width).
  return `<svg viewBox="0 0 1000 800" preserveAspectRatio="xMinYMin slice" aria-hidden="true">
  <rect width="1000" height="800" fill="#f5f3ef"/>
  <g fill="#eceae5">${buildings()}</g>
  <path d="M600 0 L1000 0 L1000 90 Q860 130 700 80 Z" fill="#cde8c4"/>
  <rect x="237" y="142" width="146" height="143" rx="3" fill="#cde8c4"/>
  <path d="M-20 768 Q300 735 520 780 T1020 765 L1020 820 L-20 820 Z" fill="#a9d3f5"/>
  ${streets}
  <g font-family="system-ui, sans-serif" font-size="12" fill="#5f6368">${labels}</g>
  <g font-family="system-ui, sans-serif" stroke-linejoin="round">${pins}</g>
</svg>`;
}

export function storeScenePageHtml(places: FixturePlace[]): string {
  const data = JSON.stringify(
    places.map(({ name, placeId, featureId }) => ({ name, placeId, featureId })),
  ).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Maps</title>
<style>
  body { margin: 0; font: 14px/1.4 system-ui, sans-serif; color: #202124; display: flex; height: 100vh; overflow: hidden; }
  [role="main"] { width: 408px; flex: none; overflow: hidden; background: #fff; box-shadow: 0 0 16px rgb(0 0 0 / 0.18); z-index: 1; }
  .search { margin: 12px 16px; display: flex; align-items: center; gap: 10px; padding: 0 16px; height: 48px;
    border-radius: 24px; box-shadow: 0 2px 4px rgb(0 0 0 / 0.2), 0 -1px 0 rgb(0 0 0 / 0.02); font-size: 15px; }
  .search svg { flex: none; }
  .hero { display: block; width: 100%; height: 170px; }
  .card { padding: 16px 24px 0; }
  h1 { font-size: 22px; font-weight: 400; margin: 0 0 4px; }
  .rating { color: #5f6368; display: flex; align-items: center; gap: 6px; }
  .rating b { color: #202124; font-weight: 500; }
  .stars { color: #fbbc04; letter-spacing: 1px; }
  .category { color: #5f6368; margin-top: 2px; }
  .tabs { display: flex; border-bottom: 1px solid #e8eaed; margin-top: 14px; }
  .tabs span { flex: 1; text-align: center; padding: 12px 0; color: #5f6368; font-weight: 500; }
  .tabs .on { color: #1a73e8; box-shadow: inset 0 -3px 0 #1a73e8; }
  .actions { display: flex; justify-content: space-around; padding: 16px 8px; border-bottom: 1px solid #e8eaed; }
  .action { display: flex; flex-direction: column; align-items: center; gap: 6px; color: #1a73e8; font-size: 12px; font-weight: 500; }
  .action i { width: 40px; height: 40px; border-radius: 50%; border: 1px solid #dadce0; display: grid; place-items: center; }
  .action:first-child i { background: #1a73e8; border-color: #1a73e8; }
  .action:first-child path { fill: #fff; }
  .summary { padding: 4px 24px; display: flex; gap: 20px; align-items: center; border-top: 1px solid #e8eaed; padding-top: 16px; }
  .summary h2 { font-size: 16px; font-weight: 500; margin: 0 0 8px; }
  .bars { flex: 1; display: grid; grid-template-columns: auto 1fr; gap: 4px 8px; align-items: center; font-size: 12px; color: #5f6368; }
  .bars b { height: 8px; border-radius: 4px; background: #e8eaed; font-size: 0; }
  .bars b::before { content: ''; display: block; height: 100%; border-radius: 4px; background: #fbbc04; width: var(--share); }
  .score { text-align: center; }
  .score strong { display: block; font-size: 40px; font-weight: 400; line-height: 1.1; }
  .info { list-style: none; margin: 0; padding: 8px 0; }
  .info li { display: flex; gap: 20px; padding: 12px 24px; align-items: center; }
  .info svg { flex: none; }
  .open { color: #188038; font-weight: 500; }
  #map { flex: 1; position: relative; overflow: hidden; }
  #map > svg { position: absolute; inset: 0; width: 100%; height: 100%; }
  /* The selected place's pin, near the place card: the panel floats over the map's far side. */
  .selected { position: absolute; left: 275px; top: 428px; display: flex; align-items: center; gap: 6px; transform: translate(-15px, -40px); }
  .selected span { font-weight: 600; color: #263238; text-shadow: 0 0 3px #fff, 0 0 3px #fff, 0 0 3px #fff; }
</style></head>
<body>
<div role="main" aria-label="Place">
  <div class="search"><span id="search-text"></span><svg style="margin-inline-start:auto" width="20" height="20" viewBox="0 0 24 24"><path fill="#5f6368" d="M15.5 14h-.8l-.3-.3A6.5 6.5 0 1 0 9.5 16a6.5 6.5 0 0 0 4.2-1.6l.3.3v.8l5 5 1.5-1.5-5-5zm-6 0a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9z"/></svg></div>
  <svg class="hero" viewBox="0 0 408 170" preserveAspectRatio="xMidYMid slice" role="img" aria-label="Storefront">
    <rect width="408" height="170" fill="#d8cbb8"/>
    <rect x="0" y="0" width="408" height="26" fill="#cbbba5"/>
    <rect x="24" y="30" width="360" height="140" fill="#1f4d3a"/>
    <rect x="36" y="36" width="336" height="22" fill="#163a2b"/>
    <text id="sign" x="204" y="52" text-anchor="middle" font-family="Georgia, serif" font-size="13" letter-spacing="3" fill="#e9c46a"></text>
    <g fill="#a3282b"><path d="M24 60h360v20H24z"/></g>
    <g fill="#f4efe6">${[0, 1, 2, 3, 4, 5, 6, 7, 8]
      .map((i) => `<path d="M${36 + i * 40} 60h20v20h-20z"/>`)
      .join('')}</g>
    <g fill="#a3282b">${Array.from({ length: 18 }, (_, i) => `<circle cx="${34 + i * 20}" cy="80" r="10"/>`).join('')}</g>
    <rect x="44" y="98" width="110" height="72" fill="#f3d9a4"/><rect x="254" y="98" width="110" height="72" fill="#f3d9a4"/>
    <rect x="172" y="98" width="64" height="72" fill="#3a2a1d"/><circle cx="226" cy="136" r="3" fill="#e9c46a"/>
    <g fill="#e2b46b"><rect x="44" y="130" width="110" height="40"/><rect x="254" y="130" width="110" height="40"/></g>
    <g fill="#7a4a2a"><rect x="60" y="140" width="36" height="4"/><rect x="104" y="146" width="30" height="4"/><rect x="272" y="140" width="36" height="4"/><rect x="316" y="146" width="30" height="4"/></g>
    <path d="M99 98v72M309 98v72" stroke="#1f4d3a" stroke-width="3"/>
  </svg>
  <div class="card">
    <h1 id="place-name"></h1>
    <div class="rating"><b>4.6</b><span class="stars">★★★★★</span><span>(1,284)</span><span>· €€</span></div>
    <div class="category">French restaurant</div>
  </div>
  <div class="tabs"><span class="on">Overview</span><span>Reviews</span><span>About</span></div>
  <div class="actions">
    <span class="action"><i><svg width="20" height="20" viewBox="0 0 24 24"><path fill="#1a73e8" d="M21.7 11.3l-9-9a1 1 0 0 0-1.4 0l-9 9a1 1 0 0 0 0 1.4l9 9a1 1 0 0 0 1.4 0l9-9a1 1 0 0 0 0-1.4zM14 14.5V12h-4v3H8v-4a1 1 0 0 1 1-1h5V7.5l3.5 3.5z"/></svg></i>Directions</span>
    <span class="action"><i><svg width="20" height="20" viewBox="0 0 24 24"><path fill="#1a73e8" d="M17 3H7a2 2 0 0 0-2 2v16l7-3 7 3V5a2 2 0 0 0-2-2zm0 15-5-2.2L7 18V5h10z"/></svg></i>Save</span>
    <span class="action"><i><svg width="20" height="20" viewBox="0 0 24 24"><path fill="#1a73e8" d="M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm8.9 3A9 9 0 0 0 13 3.1V1h-2v2.1A9 9 0 0 0 3.1 11H1v2h2.1a9 9 0 0 0 7.9 7.9V23h2v-2.1a9 9 0 0 0 7.9-7.9H23v-2zM12 19a7 7 0 1 1 0-14 7 7 0 0 1 0 14z"/></svg></i>Nearby</span>
    <span class="action"><i><svg width="20" height="20" viewBox="0 0 24 24"><path fill="#1a73e8" d="M18 16a3 3 0 0 0-2 .8l-7.1-4.2a3 3 0 0 0 0-1.2L16 7.2A3 3 0 1 0 15 5l.1.6L8 9.8a3 3 0 1 0 0 4.4l7.1 4.2-.1.6a3 3 0 1 0 3-3z"/></svg></i>Share</span>
  </div>
  <ul class="info">
    <li><svg width="20" height="20" viewBox="0 0 24 24"><path fill="#1a73e8" d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5z"/></svg>Rue des Rosiers, 75004 Paris</li>
    <li><svg width="20" height="20" viewBox="0 0 24 24"><path fill="#1a73e8" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 10.4 3.5 2.1-.8 1.3L11 13V7h2z"/></svg><span><span class="open">Open</span> · Closes 23:00</span></li>
    <li><svg width="20" height="20" viewBox="0 0 24 24"><path fill="#1a73e8" d="M8.1 13.3 10.9 10.5 3.9 3.5a4 4 0 0 0 0 5.7zm6.8-1.8c1.5.7 3.7.2 5.3-1.4 1.9-1.9 2.3-4.7.8-6.2-1.5-1.5-4.3-1.1-6.2.8-1.6 1.6-2.1 3.8-1.4 5.3L3.7 19.7l1.4 1.4 6.9-6.9 6.9 6.9 1.4-1.4L13.4 13z"/></svg>Dine-in · Takeaway</li>
    <li><svg width="20" height="20" viewBox="0 0 24 24"><path fill="#1a73e8" d="M6.6 10.8a15 15 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1z"/></svg>01 99 00 12 34</li>
  </ul>
  <div class="summary">
    <div class="bars">${[
      ['5', '72%'],
      ['4', '18%'],
      ['3', '6%'],
      ['2', '2%'],
      ['1', '2%'],
    ]
      .map(([stars, share]) => `<span>${stars}</span><b style="--share:${share}">${share}</b>`)
      .join('')}</div>
    <div class="score"><strong>4.6</strong><span class="stars">★★★★★</span><div class="category">1,284 reviews</div></div>
  </div>
</div>
<div id="map" aria-label="Map">${mapSvg()}
  <div class="selected"><svg width="30" height="40" viewBox="0 0 30 40"><path d="M15 1C7.3 1 1 7.1 1 14.6 1 25 15 39 15 39s14-14 14-24.4C29 7.1 22.7 1 15 1z" fill="#37474f" stroke="#263238"/><circle cx="15" cy="14.5" r="5" fill="#fff"/></svg><span id="pin-name"></span></div>
</div>
<script>
  const places = ${data};
  const place = places.find((p) => location.href.includes(p.placeId) || location.href.includes(p.featureId));
  for (const id of ['place-name', 'pin-name', 'search-text']) document.getElementById(id).textContent = place ? place.name : '';
  document.getElementById('sign').textContent = place ? place.name.toUpperCase() : '';
  document.title = (place ? place.name + ' - ' : '') + 'Maps';
</script>
</body></html>`;
}
