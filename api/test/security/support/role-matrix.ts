// The outside probe's role matrix, kept in the project: every route that changes data, called as a
// visitor, a signed-in stranger, a member of another team, a member of the team, the tournament admin (its owner),
// each role of the event team (co-organiser, check-in desk, auction desk, contest volunteer, scorer), a revoked
// desk volunteer, a co-organiser of another tournament, and volunteers holding a contest's station link, another
// contest's, or a revoked one. Each gets its expected status, and a refused write is read back: nothing it touched
// changed. A refused call leaves its world as it was, so the route's next case uses it again (one world per success).
// The routes are dealt to `roleMatrixParts` spec files (role-matrix.spec.ts and role-matrix-<n>.spec.ts), each with
// its own app, database and cast, so jest's workers run them side by side; every route is in exactly one part.
import { errorBody } from '@fairway/contracts';
import request from 'supertest';
import { appWithFixtures } from '../../support/fixtures';
import { type AttackWorld, buildWorld, type Cast, isStationRole, type Role, roles, signUpCast, signUpCastMember, snapshot } from './attack-world';
import { expectedStatus, type MutatingRoute, mutatingRoutes } from './mutating-routes';

export const roleMatrixParts = 4;

/** The routes of one part (1-based): every `roleMatrixParts`-th route, so new rows spread over the parts. */
export function routesOfPart(part: number): readonly MutatingRoute[] {
  return mutatingRoutes.filter((_, index) => index % roleMatrixParts === part - 1);
}

/** One part's cases, each route by every role; `extra` adds tests that need the part's app. */
export function describeRoleMatrixPart(part: number, extra?: (suite: ReturnType<typeof appWithFixtures>) => void): void {
  describe(`who may change what: every mutating route by every role (part ${part} of ${roleMatrixParts})`, () => {
    const suite = appWithFixtures();
    let cast: Cast;
    /** The world of the route's last refused call: unchanged (its snapshot says so), the next case may use it. */
    let spare: { routeName: string; world: AttackWorld; snapshot: string } | null = null;

    beforeAll(async () => {
      cast = await signUpCast();
    });

    extra?.(suite);

    const routes = routesOfPart(part);
    const cases = routes.flatMap((route) => roles.map((role) => [route.name, role, expectedStatus(route, role)] as const));

    it.each(cases)('%s as %s answers %i', async (routeName, role: Role, expected) => {
      const route = routes.find((candidate) => candidate.name === routeName)!;
      const reused = spare?.routeName === routeName ? spare : null;
      spare = null;
      const world = reused?.world ?? (await buildWorld(suite.setup, cast));
      await route.prepare?.(suite.setup.dataSource, world);
      // A spare world was read back just now; without a prepare step nothing has touched it since.
      const before = reused && !route.prepare ? reused.snapshot : await snapshot(suite.setup.dataSource, world.tournamentId);
      const call = request(suite.testApp.http)[route.method](route.path(world));
      if (isStationRole(role)) call.set('X-Station-Token', world.stationTokens[role]);
      else if (role !== 'visitor') call.set('Authorization', cast[role].bearer);
      if (route.raw) call.set('Content-Type', route.raw.contentType);
      const response = await (route.raw ? call.send(route.raw.bytes) : route.body ? call.send(route.body(world)) : call);
      expect(route.statusOf?.(response) ?? response.status).toBe(expected);
      if (route.endsCallerSessions && expected < 400 && !isStationRole(role) && role !== 'visitor') cast = { ...cast, [role]: await signUpCastMember(role) };
      if (expected < 400) return;
      if (!route.statusOf) expect(errorBody.parse(response.body).message.length).toBeGreaterThan(0);
      const after = await snapshot(suite.setup.dataSource, world.tournamentId);
      expect(after).toBe(before);
      spare = { routeName, world, snapshot: after };
    });
  });
}
