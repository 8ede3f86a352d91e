import type { Contest, ContestEntry, ContestEntryInput } from '@fairway/contracts/contest';
import {
  type MeasurementField,
  type MeasurementValues,
  measuredFields,
  measuredIn,
  measurementIssues,
  measurementRange,
} from '@fairway/contracts/contest-measurement';
import { contestMessages } from '@fairway/contracts/contest-messages';

export interface Measurement {
  feet: number;
  inches: number;
  yards: number;
}

/** The fields as the volunteer typed them: read by the contest's rule, never rewritten behind their back. */
export type MeasurementDraft = Record<MeasurementField, string>;

/** Why each refused field cannot be recorded, in the words shown next to it. */
export type DraftProblems = Partial<Record<MeasurementField, string>>;

type ContestRule = Pick<Contest, 'kind' | 'measured'>;

export const startingDraft = (contest: ContestRule): MeasurementDraft => ({ feet: '0', inches: '0', yards: measuredIn(contest) === 'yards' ? '250' : '' });

const draftOf = ({ feet, inches, yards }: Measurement): MeasurementDraft => ({ feet: String(feet), inches: String(inches), yards: String(yards) });

const numberIn = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/** The draft read by the rule the API applies: the measurement to offer for recording, or why it cannot be. */
export function readDraft(contest: ContestRule, draft: MeasurementDraft): { measurement: Measurement | null; problems: DraftProblems } {
  const taken = measuredFields(contest);
  const values: MeasurementValues = { feet: null, inches: null, yards: null };
  for (const field of taken) values[field] = numberIn(draft[field]);
  const issues = measurementIssues(contest, values);
  const problems: DraftProblems = Object.fromEntries(issues.map(({ field, message }) => [field, contestMessages[message]]));
  if (issues.length > 0) return { measurement: null, problems };
  return { measurement: { feet: values.feet ?? 0, inches: values.inches ?? 0, yards: values.yards ?? 0 }, problems };
}

/**
 * A − or + tap on a field, from the distance as typed (a blank field counts as 0); null while a typed number
 * is refused, since a step from it would be a guess at what the volunteer meant.
 */
export function stepDraft(contest: ContestRule, draft: MeasurementDraft, field: MeasurementField, by: number): MeasurementDraft | null {
  const blankAsZero = Object.fromEntries(Object.entries(draft).map(([name, text]) => [name, text.trim() === '' ? '0' : text])) as MeasurementDraft;
  const { measurement } = readDraft(contest, blankAsZero);
  if (!measurement) return null;
  if (field === 'yards') return draftOf(stepYards(contest, measurement, by));
  return draftOf(stepInches(contest, measurement, field === 'feet' ? by * 12 : by));
}

/** Adds inches, carrying into feet: 4 ft 11 in + 1 in is 5 ft 0 in; never below 0 nor past the contest's most feet. */
export function stepInches(contest: ContestRule, measurement: Measurement, by: number): Measurement {
  const most = measurementRange(contest.kind, 'feet').max * 12 + 11;
  const total = Math.min(most, Math.max(0, measurement.feet * 12 + measurement.inches + by));
  return { ...measurement, feet: Math.floor(total / 12), inches: total % 12 };
}

/** Adds whole yards, keeping a typed tenth (287.5 + 1 is 288.5), within the contest's range. */
export function stepYards(contest: ContestRule, measurement: Measurement, by: number): Measurement {
  const { min, max } = measurementRange(contest.kind, 'yards');
  return { ...measurement, yards: Math.min(max, Math.max(min, Math.round((measurement.yards + by) * 10) / 10)) };
}

/** As the API labels an entry: '4 ft 2 in', '287 yd'. */
export function measurementLabel(contest: ContestRule, { feet, inches, yards }: Measurement): string {
  switch (measuredIn(contest)) {
    case 'feet':
      return `${feet} ft ${inches} in`;
    case 'yards':
      return `${yards} yd`;
    default:
      return contest.kind === 'hole-in-one' ? 'Hole-in-one' : 'Marker moved';
  }
}

const inchesOf = (entry: Pick<Measurement, 'feet' | 'inches'>) => entry.feet * 12 + entry.inches;

/**
 * Whether a new entry would take the lead as the API ranks entries: a shorter distance, more yards, or (an
 * unmeasured longest drive) any newer entry. A tie stays with the entry made first.
 */
export function beatsLeader(contest: ContestRule, measurement: Measurement, leader: Pick<ContestEntry, 'feet' | 'inches' | 'yards'> | null): boolean {
  if (!leader) return true;
  switch (measuredIn(contest)) {
    case 'feet':
      return inchesOf(measurement) < inchesOf({ feet: leader.feet ?? 0, inches: leader.inches ?? 0 });
    case 'yards':
      return measurement.yards > (leader.yards ?? 0);
    default:
      return contest.kind !== 'hole-in-one';
  }
}

/** The measurement as the entry sends it: only the fields the contest takes. */
export function entryMeasurement(contest: ContestRule, measurement: Measurement): Pick<ContestEntryInput, 'feet' | 'inches' | 'yards'> {
  switch (measuredIn(contest)) {
    case 'feet':
      return { feet: measurement.feet, inches: measurement.inches, yards: null };
    case 'yards':
      return { feet: null, inches: null, yards: measurement.yards };
    default:
      return { feet: null, inches: null, yards: null };
  }
}

/** "Ann, 4 ft 2 in" (or the team for a team contest). */
export function leaderText(entry: ContestEntry): string {
  return `${entry.playerName ?? entry.teamName}, ${entry.measurementLabel}`;
}
