import type { StartsResult, TeamStart, TeeTimeOptions } from './starts.type';

/** The last tee time of a day: 23:59. */
const lastMinuteOfDay = 24 * 60 - 1;

/**
 * Tee times: `groupsPerTime` groups at the first time, as many again `intervalMinutes` later, and so on, in the
 * teams' order; with a split tee each time sends groups off hole 1 and hole 10 alternately.
 */
export function assignTeeTimes(teamIds: readonly string[], options: TeeTimeOptions): StartsResult {
  const perTime = options.groupsPerTime * (options.splitTee ? 2 : 1);
  const starts: TeamStart[] = teamIds.map((teamId, index) => {
    const turn = Math.floor(index / perTime);
    const hole = options.splitTee && index % 2 === 1 ? 10 : 1;
    return { teamId, hole, slot: null, wave: 1, teeMinutes: options.firstMinutes + turn * options.intervalMinutes };
  });
  const last = starts.at(-1)?.teeMinutes ?? options.firstMinutes;
  if (last > lastMinuteOfDay) {
    const times = Math.floor((lastMinuteOfDay - options.firstMinutes) / options.intervalMinutes) + 1;
    return { ok: false, problem: { kind: 'too-many-teams', teams: teamIds.length, places: Math.max(0, times) * perTime } };
  }
  return { ok: true, starts };
}
