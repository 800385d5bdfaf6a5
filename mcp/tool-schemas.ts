import { z } from 'zod';

// What the menu service's MCP tools accept and answer, for both transports. Output fields carry
// the contract's names (`items`, `diet_tags`, `prices`, `source_url`, `verified_at`,
// `menu_status`, and `reason` for the reason code) with one fixed type each, whatever shape the
// service sent: an agent reads one schema, whichever transport it is connected to.

/** Tool names, listed in this order. */
export const MENU_TOOL = 'get_restaurant_menu';
export const SEARCH_TOOL = 'search_dishes';

/** A maps provider's place id is a few dozen characters; more is not an id. */
export const MAX_PLACE_ID_CHARS = 256;
/** Dish names and a few words of description; the reference service refuses longer queries. */
export const MAX_QUERY_CHARS = 200;
export const DEFAULT_SEARCH_RESULTS = 10;
export const MAX_SEARCH_RESULTS = 50;

export const MENU_DETAILS = ['concise', 'detailed'] as const;
export type MenuDetail = (typeof MENU_DETAILS)[number];
/** Most dishes one answer lists: a long menu in full would crowd an agent's context. */
export const MAX_ITEMS: Readonly<Record<MenuDetail, number>> = { concise: 100, detailed: 500 };

/** The contract's grades, and `unknown` for one this server cannot read. */
export const ANSWER_MENU_STATUSES = [
  'verified',
  'crawled',
  'scanned',
  'none',
  'unavailable',
  'unknown',
] as const;

/** Something other than white space, said in the JSON Schema too (`pattern`). */
const NOT_BLANK = /\S/;

export const MenuToolInputSchema = z.strictObject({
  place_id: z
    .string()
    .max(MAX_PLACE_ID_CHARS)
    .regex(NOT_BLANK, 'place_id must not be blank')
    .describe(
      "The restaurant's place id from a maps provider, as a maps tool returns it (a Google Maps place id " +
        `looks like "ChIJ…"; ${SEARCH_TOOL} results carry one too). Not a name or an address.`,
    ),
  detail: z
    .enum(MENU_DETAILS)
    .default('concise')
    .describe(
      `concise (default): up to ${MAX_ITEMS.concise} dishes without descriptions. detailed: up to ` +
        `${MAX_ITEMS.detailed} dishes with descriptions. Choose before calling: a second call bills again.`,
    ),
});

export const SearchToolInputSchema = z.strictObject({
  q: z
    .string()
    .max(MAX_QUERY_CHARS)
    .regex(NOT_BLANK, 'q must not be blank')
    .describe('A dish, or words from its name or description, e.g. "pad thai" or "vegan burger".'),
  limit: z
    .number()
    .int()
    .min(1)
    .max(MAX_SEARCH_RESULTS)
    .default(DEFAULT_SEARCH_RESULTS)
    .describe(`Most results to return (default ${DEFAULT_SEARCH_RESULTS}, at most ${MAX_SEARCH_RESULTS}).`),
});

const PriceSchema = z
  .object({
    amount: z.number().nullable().describe('In major units (12.5 is 12.50); null when only `text` is known.'),
    currency: z.string().nullable().describe('ISO 4217 code ("EUR") when known.'),
    text: z
      .string()
      .nullable()
      .describe('The price as the menu words it ("Market price"), when not a number.'),
  })
  .describe('A dish price; null when the menu gives none.');

const SourceUrlSchema = z
  .url({ protocol: /^https?$/ })
  .nullable()
  .describe('Where the menu data came from: cite it when quoting.');
const VerifiedAtSchema = z.iso
  .datetime()
  .nullable()
  .describe('When the data was last checked (ISO 8601, UTC): cite it when quoting prices.');
const MenuStatusSchema = z.enum(ANSWER_MENU_STATUSES);

export const MenuItemOutputSchema = z.object({
  name: z.string(),
  section: z.string().nullable().describe('The menu section ("Starters"), null when the menu has none.'),
  price: PriceSchema.nullable(),
  diet_tags: z.array(z.string()).describe('Lower-case, hyphenated: "vegan", "gluten-free", "halal".'),
  description: z.string().nullable().optional().describe('Only with detail "detailed".'),
});

export const MenuOutputSchema = z.object({
  place_id: z.string(),
  name: z.string().nullable().describe("The restaurant's name, when the record carries one."),
  menu_status: MenuStatusSchema,
  reason: z
    .string()
    .nullable()
    .describe('Why the menu cannot be shown, when menu_status is "unavailable"; otherwise null.'),
  items: z.array(MenuItemOutputSchema),
  items_total: z.number().int().min(0).describe('Dishes on the menu; more than listed when it was cut.'),
  diet_tags: z.array(z.string()).describe('Diet tags of the menu as a whole.'),
  prices: z
    .object({
      currency: z.string().nullable(),
      min: z.number().nullable(),
      max: z.number().nullable(),
    })
    .nullable()
    .describe("The menu's currency and its cheapest and dearest dish; null when no dish has a price."),
  source_url: SourceUrlSchema,
  verified_at: VerifiedAtSchema,
  detail: z.enum(MENU_DETAILS),
});
export type MenuOutput = z.infer<typeof MenuOutputSchema>;

export const SearchHitOutputSchema = z.object({
  dish: z.string(),
  restaurant: z.string().nullable(),
  place_id: z.string().nullable().describe(`Usable as ${MENU_TOOL} place_id.`),
  price: PriceSchema.nullable(),
  source_url: SourceUrlSchema,
  verified_at: VerifiedAtSchema,
  menu_status: MenuStatusSchema,
});
export type SearchHitOutput = z.infer<typeof SearchHitOutputSchema>;

export const SearchOutputSchema = z.object({
  query: z.string(),
  results: z.array(SearchHitOutputSchema),
  truncated: z.boolean().describe('More dishes matched than are listed: narrow the query or raise limit.'),
});
export type SearchOutput = z.infer<typeof SearchOutputSchema>;

/** A dish as a transport reads it, before the answer is shaped: every field, description included. */
export type ItemView = Required<z.infer<typeof MenuItemOutputSchema>>;
/** A menu as a transport reads it: what shaping turns into a MenuOutput. */
export type MenuView = Omit<MenuOutput, 'items' | 'items_total' | 'prices' | 'detail'> & {
  items: ItemView[];
};
export type PriceView = NonNullable<ItemView['price']>;
