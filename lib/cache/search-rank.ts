import { RANGE_END, SEARCH_GRADES, SEPARATOR } from './dish-index';

export const MatchTier = { ExactName: 0, WholeWords: 1, Prefix: 2 } as const;
export type MatchTier = (typeof MatchTier)[keyof typeof MatchTier];

/** How a dish name (its folded tokens) matches the query tokens, or undefined for no match. */
export function matchTier(
  nameTokens: string[],
  queryTokens: string[],
  phrase: string,
): MatchTier | undefined {
  if (!queryTokens.every((query) => nameTokens.some((name) => name.startsWith(query)))) return undefined;
  if (nameTokens.join(' ') === phrase) return MatchTier.ExactName;
  if (queryTokens.every((query) => nameTokens.includes(query))) return MatchTier.WholeWords;
  return MatchTier.Prefix;
}

/** The query token that narrows the index lookup most: the longest one. */
export function driverToken(queryTokens: string[]): string | undefined {
  return queryTokens.reduce<string | undefined>(
    (best, token) => (best === undefined || token.length > best.length ? token : best),
    undefined,
  );
}

/** A key range of the token index and the one tier of match taken from it. */
export interface ScanStep {
  tier: MatchTier;
  grade: number;
  lower: string;
  upper: string;
}

/**
 * The key ranges to read, in rank order: exact dish names, then names holding every query token as
 * a whole word, then prefix matches; each tier grade by grade. Inside one range keys come sorted by
 * name (prefix ranges: by the completed word, then name). The prefix range of a grade covers only
 * words longer than the driver token: dishes holding the driver itself were all read by the
 * whole-word range of that grade, which is always read to its end before prefix ranges are reached.
 */
export function scanPlan(queryTokens: string[]): ScanStep[] {
  const driver = driverToken(queryTokens);
  if (driver === undefined) return [];
  const phrase = queryTokens.join(' ');
  const step = (tier: MatchTier, lower: (grade: number) => string, upper: (grade: number) => string) =>
    SEARCH_GRADES.map((grade) => ({ tier, grade, lower: lower(grade), upper: upper(grade) }));
  const exact = (grade: number) => [grade, driver, phrase, ''].join(SEPARATOR);
  const whole = (grade: number) => [grade, driver, ''].join(SEPARATOR);
  return [
    ...step(MatchTier.ExactName, exact, (grade) => exact(grade) + RANGE_END),
    ...step(MatchTier.WholeWords, whole, (grade) => whole(grade) + RANGE_END),
    ...step(
      MatchTier.Prefix,
      (grade) => whole(grade) + RANGE_END,
      (grade) => [grade, driver].join(SEPARATOR) + RANGE_END,
    ),
  ];
}
