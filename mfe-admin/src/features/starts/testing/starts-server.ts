import { fakeResponse } from '@fairway/api-client/testing';
import type { StartsPlan, StartsPlanInput } from '@fairway/contracts/starts';
import { startsMessages } from '@fairway/contracts/starts';
import { assignShotgun, holeCounts, moveTeam, startProblems, type StartHole, type TeamStart } from '@fairway/golf/starts';

const holes: StartHole[] = Array.from({ length: 18 }, (_, index) => ({ number: index + 1, par: index % 9 === 2 ? 3 : 4, yardage: 400 - index }));

export const teamId = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

/**
 * The starts API for a page test, placing teams with the real shotgun engine: GET, PUT (a shotgun plan), a move,
 * lock and unlock; the lock refused while a hole has a problem, every write refused while locked.
 */
export function startsServer(teamCount: number, { locked = false, assigned = null as StartsPlanInput | null } = {}) {
  const names = new Map(Array.from({ length: teamCount }, (_, index) => [teamId(index + 1), `Team ${index + 1}`]));
  let plan = assigned;
  let starts: TeamStart[] = [];
  let lock: { at: string; by: string } | null = locked ? { at: '2026-11-28T07:02:00.000Z', by: 'Olive Organiser' } : null;
  const writes: Array<[method: string, path: string, body: unknown]> = [];

  const place = (next: StartsPlanInput) => {
    if (next.mode !== 'shotgun') throw new Error('the fake places shotguns only');
    const result = assignShotgun([...names.keys()], holes, { closedHoles: next.closedHoles, reverse: next.reverse, waves: next.waves });
    if (!result.ok) throw new Error('does not fit');
    plan = next;
    starts = result.starts;
  };
  if (assigned) place(assigned);

  const view = (): StartsPlan => ({
    plan,
    starts: starts.map((start) => ({ ...start, teamName: names.get(start.teamId)!, teeTime: null })),
    holeCounts: [...holeCounts(starts)].map(([key, count]) => ({ wave: Number(key[0]), hole: Number(key.split(':')[1]), count })),
    problems: startProblems(starts, plan?.mode === 'shotgun' ? plan.closedHoles : []),
    locked: lock !== null,
    lockedAt: lock?.at ?? null,
    lockedByName: lock?.by ?? null,
  });
  const refused = (message: string) => fakeResponse(409, { statusCode: 409, error: 'Conflict', message, code: 'STARTS' });

  async function answer(url: string, init?: RequestInit): Promise<Response> {
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const path = url.replace(/^.*\/starts/, 'starts');
    if (method !== 'GET') writes.push([method, path, body]);
    if (method === 'GET') return fakeResponse(200, view());
    if (method === 'DELETE') {
      lock = null;
      return fakeResponse(200, view());
    }
    if (lock) return refused(startsMessages.locked);
    if (method === 'PUT' && path === 'starts') place({ doublingOrder: null, ...body });
    else if (method === 'PUT') starts = moveTeam(starts, path.split('/').at(-1)!, body.hole);
    else {
      const [problem] = view().problems;
      if (problem) return refused(startsMessages.crowded(problem.hole));
      lock = { at: '2026-11-28T07:05:00.000Z', by: 'Olive Organiser' };
    }
    return fakeResponse(200, view());
  }
  return { answer, writes, holes };
}
