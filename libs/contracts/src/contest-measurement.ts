// What a contest entry measures and the range each number may take: one rule for the volunteer station, a
// player's own entry and the API, apart from the schemas so the phone checks each keystroke without zod.
import type { ContestKind } from './contest.schema';
import type { contestMessages } from './contest-messages';
import { limits } from './limits';

const { contests: contestLimits } = limits;

export type MeasuredIn = 'feet' | 'yards' | 'nothing';
export type MeasurementField = 'feet' | 'inches' | 'yards';
/** The numbers of an entry, `null` where none was given. */
export type MeasurementValues = Record<MeasurementField, number | null>;

interface ContestRule {
  kind: ContestKind;
  /** Longest drive: false when the volunteer only moves the marker. */
  measured: boolean;
}

export interface MeasurementIssue {
  field: MeasurementField;
  message: keyof typeof contestMessages;
}

export interface MeasurementRange {
  min: number;
  max: number;
  /** Decimal places the number may have: feet and inches are whole, yards go to a tenth. */
  decimals: number;
  message: MeasurementIssue['message'];
}

const fields: readonly MeasurementField[] = ['feet', 'inches', 'yards'];

/** Closest to the pin and straightest drive in feet and inches, a measured longest drive in yards. */
export function measuredIn({ kind, measured }: ContestRule): MeasuredIn {
  if (kind === 'closest-to-pin' || kind === 'straightest-drive') return 'feet';
  if (kind === 'longest-drive' && measured) return 'yards';
  return 'nothing';
}

/** The numbers an entry of this contest gives. */
export const measuredFields = (contest: ContestRule): readonly MeasurementField[] =>
  ({ feet: ['feet', 'inches'] as const, yards: ['yards'] as const, nothing: [] })[measuredIn(contest)];

/** The range of a field the contest takes. */
export function measurementRange(kind: ContestKind, field: MeasurementField): MeasurementRange {
  switch (field) {
    case 'feet':
      return kind === 'straightest-drive'
        ? { min: 0, max: contestLimits.maxFeet['straightest-drive'], decimals: 0, message: 'feetFromCentreLine' }
        : { min: 0, max: contestLimits.maxFeet['closest-to-pin'], decimals: 0, message: 'feetFromPin' };
    case 'inches':
      return { min: 0, max: 11, decimals: 0, message: 'inches' };
    case 'yards':
      return { min: 1, max: contestLimits.maxYards, decimals: 1, message: 'yards' };
  }
}

export function inRange(value: number, { min, max, decimals }: MeasurementRange): boolean {
  const scale = 10 ** decimals;
  return Number.isFinite(value) && value >= min && value <= max && Math.round(value * scale) / scale === value;
}

/**
 * Every field the contest refuses, in field order: a number it does not take, a missing one it needs, or one
 * out of its range. An empty list means the entry's measurement can be recorded exactly as given.
 */
export function measurementIssues(contest: ContestRule, values: MeasurementValues): MeasurementIssue[] {
  const taken = measuredFields(contest);
  return fields.flatMap((field): MeasurementIssue[] => {
    const value = values[field];
    if (!taken.includes(field)) return value === null ? [] : [{ field, message: 'measurementNotTaken' }];
    if (value === null) return [{ field, message: field === 'yards' ? 'yardsRequired' : 'distanceRequired' }];
    const range = measurementRange(contest.kind, field);
    return inRange(value, range) ? [] : [{ field, message: range.message }];
  });
}
