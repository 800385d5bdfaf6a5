import { MAX_ITEMS, MAX_SEARCH_RESULTS, MENU_TOOL, SEARCH_TOOL } from './tool-schemas.ts';

// What an agent reads before it calls: when to use each tool and when not, what a call costs,
// what the grades mean, and what to cite. The contract leaves the grades' meaning open; these
// are the project's reading of them.

const COST =
  "Cost: every call bills one lookup from the user's monthly lookup budget, whatever it answers " +
  '(errors included, except a refused key or a spent budget). Call once per question and reuse the ' +
  'answer; never repeat a call with the same arguments.';

const CITE =
  'When you quote dishes or prices, cite source_url and verified_at (for example "per <source_url>, ' +
  'checked <date>"): menus change.';

const GRADES =
  'menu_status says how far the menu can be trusted: "verified" = checked against the restaurant\'s own ' +
  'menu; "crawled" = read automatically from its website, may be out of date; "scanned" = read from a ' +
  'photo or scan, may contain reading errors; "none" = the service has no menu for this place yet; ' +
  '"unavailable" = a menu exists but cannot be shown, and reason says why (closed_permanently, ' +
  'temporarily_closed, menu_not_public, owner_opt_out, or another code); "unknown" = a grade this ' +
  'server does not know. "none" and "unavailable" are answers, not errors: tell the user, do not retry.';

export const MENU_TOOL_TITLE = 'Restaurant menu';

export const MENU_TOOL_DESCRIPTION = [
  "Returns the dine-in menu of one restaurant: its dishes with section, price and diet tags, the menu's " +
    'diet tags and price range, where the data came from (source_url), when it was last checked ' +
    '(verified_at) and how far it can be trusted (menu_status).',
  'Use it when the user asks what a given restaurant serves, what it costs, or whether it has, say, vegan ' +
    "dishes. It needs the restaurant's place_id from a maps provider. It does not find restaurants: use a " +
    `maps tool to find them by name, area or cuisine, or ${SEARCH_TOOL} to find who serves a dish.`,
  `detail "concise" (default) lists up to ${MAX_ITEMS.concise} dishes without descriptions; "detailed" ` +
    `lists up to ${MAX_ITEMS.detailed} with descriptions. items_total tells when a menu was cut.`,
  COST,
  GRADES,
  CITE,
].join('\n\n');

export const SEARCH_TOOL_TITLE = 'Dish search';

export const SEARCH_TOOL_DESCRIPTION = [
  'Searches dishes across the menus the menu service has read (graded verified, crawled or scanned) and ' +
    'returns each match with its restaurant, place_id, price, source_url, verified_at and menu_status.',
  'Use it to find which restaurants serve a dish ("where can I get pho?"). It matches words of dish names ' +
    'and descriptions only: it cannot filter by place, distance, opening hours or rating, and it is not a ' +
    `restaurant finder (use a maps tool for that). Pass a result's place_id to ${MENU_TOOL} for the whole menu.`,
  `truncated: true means more dishes matched than are listed: narrow the query, or ask once with a higher ` +
    `limit (at most ${MAX_SEARCH_RESULTS}); there are no further pages.`,
  COST,
  CITE,
].join('\n\n');

export const SERVER_INSTRUCTIONS =
  `Restaurant menus from the Restaurant Menu Lookup Service. ${MENU_TOOL}: the menu of one restaurant ` +
  `by its maps place id. ${SEARCH_TOOL}: restaurants serving a dish. Finding restaurants is a maps ` +
  "tool's job. Every tool call bills one lookup from the user's monthly budget: do not repeat calls. " +
  'Cite source_url and verified_at when quoting prices.';
