// Loaded when the scoring settings are first saved: the allowances' schema stays out of the Tournament tab's first load.
import { type HandicapAllowances, handicapAllowances, type TournamentFormat } from '@fairway/contracts/tournament-settings';
import { type AllowanceKey, allowanceKeys, percentMessage, type ScrambleSize } from './scoring-settings';

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** Typed values over the stored overrides; an error names the field when a value is not a percentage. */
export function readAllowances(
  format: TournamentFormat,
  overrides: HandicapAllowances | null,
  texts: Partial<Record<AllowanceKey, string>>,
): { ok: true; allowances: HandicapAllowances } | { ok: false; key: AllowanceKey; message: string } {
  const next: HandicapAllowances = { ...overrides, scramble: { ...overrides?.scramble } };
  for (const key of allowanceKeys(format)) {
    const text = texts[key] ?? '';
    if (key.startsWith('scramble.')) {
      const size = key.slice('scramble.'.length) as ScrambleSize;
      next.scramble = { ...next.scramble, [size]: text.split(',').map(toNumber) };
    } else {
      next[key as Exclude<AllowanceKey, `scramble.${string}`>] = toNumber(text);
    }
    const check = handicapAllowances.safeParse(next);
    if (!check.success) return { ok: false, key, message: percentMessage(key) };
  }
  if (next.scramble && Object.keys(next.scramble).length === 0) delete next.scramble;
  return { ok: true, allowances: next };
}
