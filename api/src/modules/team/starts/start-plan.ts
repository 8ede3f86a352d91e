import { type StartsPlan, type StartsPlanInput, startsMessages } from '@fairway/contracts/starts';
import {
  assignShotgun,
  assignTeeTimes,
  defaultDoublingOrder,
  holeCounts,
  moveTeam,
  type StartHole,
  type StartProblem,
  type StartsProblem,
  type StartsResult,
  startProblems,
  type TeamStart as EngineStart,
} from '@fairway/golf/starts';
import type { CourseHole } from '../../course/course-hole';
import type { SavedStartPlan, StartWrite, TeamStartRow } from './starts.repository';

const holesPerRound = 18;

/** The course's holes as the engine weighs them; a tournament without a card plays 18 par 4s. */
export function startHoles(holes: readonly CourseHole[]): StartHole[] {
  if (holes.length > 0) return holes.map(({ number, par, yardage }) => ({ number, par, yardage }));
  return Array.from({ length: holesPerRound }, (_, index) => ({ number: index + 1, par: 4, yardage: 0 }));
}

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const toClock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The field placed as the plan asks, teams in the order given. */
export function assignPlan(plan: StartsPlanInput, teamIds: readonly string[], holes: readonly StartHole[]): StartsResult {
  if (plan.mode === 'tee-times') {
    const options = { firstMinutes: toMinutes(plan.firstTime), intervalMinutes: plan.intervalMinutes, groupsPerTime: plan.groupsPerTime };
    return assignTeeTimes(teamIds, { ...options, splitTee: plan.splitTee });
  }
  // An order naming only some holes is completed by the default one, so every hole that must double has its turn.
  const given = plan.doublingOrder ?? [];
  const doublingOrder = [...given, ...defaultDoublingOrder(holes).filter((hole) => !given.includes(hole))];
  return assignShotgun(teamIds, holes, { closedHoles: plan.closedHoles, doublingOrder, reverse: plan.reverse, waves: plan.waves });
}

export function doesNotFitMessage(problem: StartsProblem): string {
  return problem.kind === 'no-open-hole' ? startsMessages.noOpenHole : startsMessages.tooManyTeams(problem.teams, problem.places);
}

/** What a team's row says, as the engine reads it; a team never placed starts on hole 1, as it plays. */
export function engineStart(row: TeamStartRow): EngineStart {
  const teeMinutes = row.teeTime ? toMinutes(row.teeTime) : null;
  return { teamId: row.id, hole: row.startingHole ?? 1, slot: row.startSlot, wave: row.startWave === 2 ? 2 : 1, teeMinutes };
}

/** The row to write for a start: a shotgun's horn time for its wave, or the tee time. */
export function startWrite(start: EngineStart, plan: StartsPlanInput): StartWrite {
  const horn = plan.mode === 'shotgun' ? (plan.shotgunTimes[start.wave - 1] ?? null) : null;
  const teeTime = start.teeMinutes === null ? horn : toClock(start.teeMinutes);
  return { teamId: start.teamId, hole: start.hole, slot: start.slot, wave: start.wave, teeTime };
}

/** Moves a team to a hole of any wave: out of its own wave first (the group it leaves loses its slot), then onto the hole. */
export function moveToWave(starts: readonly EngineStart[], teamId: string, hole: number, wave: 1 | 2): EngineStart[] {
  const lifted = moveTeam(starts, teamId, 0).map((start) => (start.teamId === teamId ? { ...start, wave } : start));
  return moveTeam(lifted, teamId, hole);
}

/**
 * What must change before the start is locked. A shotgun: the engine's crowded and closed holes. Tee times: more
 * groups on one tee at one time than the plan sends.
 */
export function planProblems(starts: readonly EngineStart[], plan: StartsPlanInput | null): StartProblem[] {
  if (plan?.mode !== 'tee-times') return startProblems(starts, plan?.closedHoles ?? []);
  const counts = new Map<string, number>();
  for (const start of starts) counts.set(`${start.teeMinutes}:${start.hole}`, (counts.get(`${start.teeMinutes}:${start.hole}`) ?? 0) + 1);
  return [...counts]
    .filter(([, count]) => count > plan.groupsPerTime)
    .map(([key]) => ({ wave: 1, hole: Number(key.split(':')[1]), reason: 'crowded' as const }));
}

export function problemMessage(problem: StartProblem): string {
  return problem.reason === 'closed' ? startsMessages.closedHoleUsed(problem.hole) : startsMessages.crowded(problem.hole);
}

/** The plan as the organiser's screen reads it. */
export function startsPlanView(rows: readonly TeamStartRow[], saved: SavedStartPlan | undefined): StartsPlan {
  const plan = saved?.plan ?? null;
  const starts = rows.map(engineStart);
  const counts = [...holeCounts(starts)].map(([key, count]) => {
    const [wave, hole] = key.split(':').map(Number) as [number, number];
    return { wave, hole, count };
  });
  return {
    plan,
    starts: starts.map(({ teamId, hole, slot, wave }, index) => ({ teamId, teamName: rows[index]!.name, hole, slot, wave, teeTime: rows[index]!.teeTime })),
    holeCounts: counts.sort((a, b) => a.wave - b.wave || a.hole - b.hole),
    problems: planProblems(starts, plan),
    locked: Boolean(saved?.lockedAt),
    lockedAt: saved?.lockedAt ? new Date(saved.lockedAt).toISOString() : null,
    lockedByName: saved?.lockedAt ? saved.lockedByName : null,
  };
}
