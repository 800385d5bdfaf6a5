import type { Dish, Menu, Price, SearchHit } from '@/lib/api/model';
import type { ItemView, MenuView, PriceView, SearchHitOutput } from '@/mcp/tool-schemas.ts';

// The extension's normalised model back in the contract's field names, which is what the MCP
// tools answer with: placeId → place_id, status → menu_status, unavailableReason → reason,
// dishes → items (diet → diet_tags), dietTags → diet_tags, sourceUrl → source_url, and
// verifiedAt (epoch ms) → verified_at (ISO 8601). The model keeps no menu-level `prices`: the
// tools derive the price range from the dishes (mcp/menu-shape.ts), as they do on the service.

function priceView(price: Price | null): PriceView | null {
  return price && { amount: price.amount, currency: price.currency, text: price.text };
}

function isoTime(epochMs: number | null): string | null {
  return epochMs === null ? null : new Date(epochMs).toISOString();
}

function itemView(dish: Dish): ItemView {
  return {
    name: dish.name,
    section: dish.section,
    price: priceView(dish.price),
    diet_tags: dish.diet,
    description: dish.description,
  };
}

export function modelMenuView(menu: Menu): MenuView {
  return {
    place_id: menu.placeId,
    name: menu.name,
    menu_status: menu.status,
    reason: menu.unavailableReason,
    items: menu.dishes.map(itemView),
    diet_tags: menu.dietTags,
    source_url: menu.sourceUrl,
    verified_at: isoTime(menu.verifiedAt),
  };
}

export function modelSearchHitView(hit: SearchHit): SearchHitOutput {
  return {
    dish: hit.dish,
    restaurant: hit.restaurant,
    place_id: hit.placeId,
    price: priceView(hit.price),
    source_url: hit.sourceUrl,
    verified_at: isoTime(hit.verifiedAt),
    menu_status: hit.status,
  };
}
