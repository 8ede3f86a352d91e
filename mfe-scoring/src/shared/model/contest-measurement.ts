import type { Contest, ContestEntry, ContestEntryInput } from '@fairway/contracts/contest';

/** Most feet and yards an entry takes (the contracts' contest limits, without bringing zod onto the phone). */
export const maxFeet = 300;
export const maxYards = 500;

export interface Measurement {
  feet: number;
  inches: number;
  yards: number;
}

export type MeasuredIn = 'feet' | 'yards' | 'nothing';

type ContestRule = Pick<Contest, 'kind' | 'measured'>;

/** Closest to the pin and straightest drive in feet and inches, a measured longest drive in yards. */
export function measuredIn({ kind, measured }: ContestRule): MeasuredIn {
  if (kind === 'closest-to-pin' || kind === 'straightest-drive') return 'feet';
  if (kind === 'longest-drive' && measured) return 'yards';
  return 'nothing';
}

export const startingMeasurement = (contest: ContestRule): Measurement => ({ feet: 0, inches: 0, yards: measuredIn(contest) === 'yards' ? 250 : 0 });

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

/** Adds inches, carrying into feet: 4 ft 11 in + 1 in is 5 ft 0 in; never below 0 nor above the limit. */
export function stepInches(measurement: Measurement, by: number): Measurement {
  const total = Math.min(maxFeet * 12 + 11, Math.max(0, measurement.feet * 12 + measurement.inches + by));
  return { ...measurement, feet: Math.floor(total / 12), inches: total % 12 };
}

export function stepYards(measurement: Measurement, by: number): Measurement {
  return { ...measurement, yards: Math.min(maxYards, Math.max(1, measurement.yards + by)) };
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
