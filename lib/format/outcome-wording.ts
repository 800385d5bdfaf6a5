import { absoluteTime, clockText, dateText, isValidInstant } from './menu-text';

export interface MessageAction {
  label: string;
  onClick(): void;
}

export interface MessageContent {
  title: string;
  detail: string | null;
  action: MessageAction | null;
  tone: 'info' | 'warning' | 'error';
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function resumeDateText(resetsAt: number): string {
  return isValidInstant(resetsAt) ? `Lookups resume on ${dateText(resetsAt)}.` : 'Lookups resume next month.';
}

/** Time of day when it is within a day, else date and time. */
export function pausedUntilText(resetsAt: number, now: number): string {
  if (!isValidInstant(resetsAt)) return 'for a while';
  return resetsAt - now < DAY_MS ? clockText(resetsAt) : absoluteTime(resetsAt);
}

export function allowanceText(allowance: number): string {
  // English digit grouping ("1,000"), without Intl like the dates (format.ts).
  const count = String(allowance).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `You set a limit of ${count} ${allowance === 1 ? 'lookup' : 'lookups'} a month.`;
}

export function errorText(message: string): string {
  return message.trim() ? message : 'Something went wrong.';
}
