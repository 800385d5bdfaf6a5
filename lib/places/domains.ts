// Google's country domains (google.<each>), in the order of https://www.google.com/supported_domains.
// Match patterns cannot wildcard a top-level domain, so every one is listed.
export const GOOGLE_DOMAINS: readonly string[] = `
com ad ae com.af com.ag al am co.ao com.ar as at com.au az ba com.bd be bf bg com.bh bi bj com.bn
com.bo com.br bs bt co.bw by com.bz ca cd cf cg ch ci co.ck cl cm cn com.co co.cr com.cu cv com.cy
cz de dj dk dm com.do dz com.ec ee com.eg es com.et fi com.fj fm fr ga ge gg com.gh com.gi gl gm gr
com.gt gy com.hk hn hr ht hu co.id ie co.il im co.in iq is it je com.jm jo co.jp co.ke com.kh ki kg
co.kr com.kw kz la com.lb li lk co.ls lt lu lv com.ly co.ma md me mg mk ml com.mm mn com.mt mu mv mw
com.mx com.my co.mz com.na com.ng com.ni ne nl no com.np nr nu co.nz com.om com.pa com.pe com.pg
com.ph com.pk pl pn com.pr ps pt com.py com.qa ro ru rw com.sa com.sb sc se com.sg sh si sk com.sl
sn so sm sr st com.sv td tg co.th com.tj tl tm tn to com.tr tt com.tw co.tz com.ua co.ug co.uk
com.uy co.uz com.vc co.ve co.vi com.vn vu ws rs co.za co.zm co.zw cat
`
  .trim()
  .split(/\s+/)
  .map((tld) => `google.${tld}`);

/** What entrypoints declare; the build replaces it with mapsMatchPatterns() (modules/maps-match-patterns.ts). */
export const MAPS_PLACEHOLDER_MATCH = '*://maps.google.com/*';

/** Content-script match patterns: `www.google.<tld>/maps*` and `maps.google.<tld>/*`. */
export function mapsMatchPatterns(): string[] {
  return GOOGLE_DOMAINS.flatMap((domain) => [`https://www.${domain}/maps*`, `https://maps.${domain}/*`]);
}

/** The same hosts as origin patterns: web_accessible_resources accept no path but `/*`. */
export function mapsOriginPatterns(): string[] {
  return GOOGLE_DOMAINS.flatMap((domain) => [`https://www.${domain}/*`, `https://maps.${domain}/*`]);
}

const GOOGLE_HOSTS = new Set(GOOGLE_DOMAINS);

/** True for `www.google.<tld>` and `maps.google.<tld>` on a Google country domain. */
export function isGoogleMapsHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  const dot = host.indexOf('.');
  if (dot < 0) return false;
  const sub = host.slice(0, dot);
  return (sub === 'www' || sub === 'maps') && GOOGLE_HOSTS.has(host.slice(dot + 1));
}
