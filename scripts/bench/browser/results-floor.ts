// The results list's badge floor (scripts/bench/results-badges.ts bundles it with esbuild into the
// page, never into the product): the same badge elements the product inserts (badge-host.ts), put
// in the cards the product badged in the same run, with the texts it showed, when told to. It asks
// no worker, reads no URL and watches no change: the least any extension pays for those badges.
import { createBadgeHost } from '@/lib/results/badge-host';

export type FloorBadges = Record<string, { text: string; stale: boolean }>;

(globalThis as unknown as { __floorBadges(badges: FloorBadges): void }).__floorBadges = (badges) => {
  const added: Array<[HTMLElement, ReturnType<typeof createBadgeHost>]> = [];
  for (const card of document.querySelector('[role="feed"]')?.children ?? []) {
    const shown = badges[card.querySelector('a')?.getAttribute('href') ?? ''];
    if (!shown || !(card instanceof HTMLElement) || card.querySelector('menu-on-maps-badge')) continue;
    const badge = createBadgeHost(document);
    badge.show(shown.text, shown.stale);
    added.push([card, badge]);
  }
  // As the product: every style read before any write.
  const statics = added.filter(([card]) => getComputedStyle(card).position === 'static');
  for (const [card] of statics) card.style.position = 'relative';
  for (const [card, badge] of added) card.append(badge.host);
};
