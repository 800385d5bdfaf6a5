// One badge in one result card: a custom element whose shadow root holds its style and text (never
// markup). Absolutely positioned, it takes no room in the card's layout (nor a flex or grid gap),
// and lets every pointer event through to the card.

export const BADGE_ELEMENT = 'menu-on-maps-badge';

// A pill at the card's top inline-end corner, 4 px below its top edge (one hung from the edge read,
// under the divider, as the card above's). It may cover the top of the photo's corner, the card's own.
const HOST_STYLE =
  'position:absolute !important;top:4px !important;inset-inline-end:16px !important;' +
  'z-index:1 !important;pointer-events:none !important;margin:0 !important;display:block !important;';

const BADGE_CSS = `span{display:block;box-sizing:border-box;max-width:220px;overflow:hidden;text-overflow:ellipsis;
white-space:nowrap;font:500 11px/12px system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;letter-spacing:0;
padding:1px 7px;border-radius:8px;background:#e6f4ea;color:#0d652d;box-shadow:0 0 0 1px rgba(13,101,45,.25);}
span.stale{background:#fef7e0;color:#7a4f01;box-shadow:0 0 0 1px rgba(122,79,1,.25);}
@media (prefers-color-scheme:dark){span{background:#0f3d1f;color:#a8dab5}span.stale{background:#3d2e00;color:#fdd663}}`;

export type BadgeHost = ReturnType<typeof createBadgeHost>;

export function createBadgeHost(doc: Document) {
  const host = doc.createElement(BADGE_ELEMENT);
  host.style.cssText = HOST_STYLE;
  const shadow = host.attachShadow({ mode: 'open' });
  const style = doc.createElement('style');
  style.textContent = BADGE_CSS;
  const badge = doc.createElement('span');
  shadow.append(style, badge);
  let shown = '';
  return {
    host,
    /** Shows `text`; `stale` gives it the stale colours. */
    show(text: string, stale: boolean): void {
      const key = `${stale}${text}`;
      if (key === shown) return;
      shown = key;
      badge.textContent = text;
      badge.className = stale ? 'stale' : '';
    },
  };
}
