import { limits } from '@fairway/contracts/limits';
import { type StartsPlan, startsMessages, type TeamStart } from '@fairway/contracts/starts';

export type Wave = 1 | 2;

/** One hole of one wave as the organiser's count shows it. */
export interface HoleCell {
  wave: Wave;
  hole: number;
  par: number | null;
  /** The groups starting there, A before B. */
  teams: TeamStart[];
  closed: boolean;
  /** What must change before the start is locked (the server's finding), in its words; null when the hole is fine. */
  problem: string | null;
}

export interface WaveGrid {
  wave: Wave;
  cells: HoleCell[];
}

/** The waves the plan has: two only for a shotgun in two waves. */
export function wavesOf(starts: StartsPlan): Wave[] {
  return starts.plan?.mode === 'shotgun' && starts.plan.waves === 2 ? [1, 2] : [1];
}

const bySlot = (a: TeamStart, b: TeamStart) => (a.slot ?? '').localeCompare(b.slot ?? '') || (a.teeTime ?? '').localeCompare(b.teeTime ?? '');

function problemText(starts: StartsPlan, wave: Wave, hole: number): string | null {
  const found = starts.problems.find((problem) => problem.wave === wave && problem.hole === hole);
  if (!found) return null;
  return found.reason === 'closed' ? startsMessages.closedHoleUsed(hole) : startsMessages.crowded(hole);
}

/** Every hole of every wave, with its teams and its problem; pars from the course when the tournament has one. */
export function holeGrid(starts: StartsPlan, course: ReadonlyArray<{ number: number; par: number }>): WaveGrid[] {
  const closed = starts.plan?.mode === 'shotgun' ? starts.plan.closedHoles : [];
  const holes = Array.from({ length: limits.holesPerRound }, (_, index) => index + 1);
  return wavesOf(starts).map((wave) => ({
    wave,
    cells: holes.map((hole) => ({
      wave,
      hole,
      par: course.find((entry) => entry.number === hole)?.par ?? null,
      teams: starts.starts.filter((start) => start.wave === wave && start.hole === hole).sort(bySlot),
      closed: closed.includes(hole),
      problem: problemText(starts, wave, hole),
    })),
  }));
}

/** A place a team can move to, as the Move select offers and the server takes it. */
export interface StartPlace {
  wave: Wave;
  hole: number;
}

export const placeKey = ({ wave, hole }: StartPlace) => `${wave}:${hole}`;

export function placeFromKey(key: string): StartPlace {
  const [wave, hole] = key.split(':').map(Number);
  return { wave: wave === 2 ? 2 : 1, hole: hole ?? 1 };
}

/** What the Move select offers: every hole, of each wave when there are two. */
export function movePlaces(waves: readonly Wave[]): Array<{ value: string; label: string }> {
  const holes = Array.from({ length: limits.holesPerRound }, (_, index) => index + 1);
  return waves.flatMap((wave) =>
    holes.map((hole) => ({ value: placeKey({ wave, hole }), label: waves.length > 1 ? `Wave ${wave}, hole ${hole}` : `Hole ${hole}` })),
  );
}
