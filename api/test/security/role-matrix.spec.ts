// The outside probe's role matrix, kept in the project: every route that changes data, called as a
// visitor, a signed-in stranger, a member of another team, a member of the team, the tournament admin (its owner),
// each role of the event team (co-organiser, check-in desk, auction desk, contest volunteer, scorer), a revoked
// desk volunteer, a co-organiser of another tournament, and volunteers holding a contest's station link, another
// contest's, or a revoked one. Each gets its expected status, and a refused write is read back: nothing it touched
// changed. A refused call leaves its world as it was, so the route's next case uses it again (one world per success).
// The rows are checked against the API document: a route that changes data and has no row fails the suite.
import { errorBody } from '@fairway/contracts';
import request from 'supertest';
import { appWithFixtures } from '../support/fixtures';
import { readApiDocument, routeCoverage } from './support/api-document';
import { type AttackWorld, buildWorld, type Cast, isStationRole, type Role, roles, signUpCast, signUpCastMember, snapshot } from './support/attack-world';
import { expectedStatus, mutatingRoutes } from './support/mutating-routes';

describe('who may change what: every mutating route by every role', () => {
  const suite = appWithFixtures();
  let cast: Cast;
  /** The world of the route's last refused call: unchanged (its snapshot says so), the next case may use it. */
  let spare: { routeName: string; world: AttackWorld } | null = null;

  beforeAll(async () => {
    cast = await signUpCast();
  });

  it('has a row for every route of the API document that is not a GET, and none for a route it no longer has', async () => {
    const document = await readApiDocument(suite.testApp.http);
    expect(
      routeCoverage(
        document,
        mutatingRoutes.map((route) => route.name),
      ),
    ).toEqual({ missing: [], stale: [] });
  });

  const cases = mutatingRoutes.flatMap((route) => roles.map((role) => [route.name, role, expectedStatus(route, role)] as const));

  it.each(cases)('%s as %s answers %i', async (routeName, role: Role, expected) => {
    const route = mutatingRoutes.find((candidate) => candidate.name === routeName)!;
    const world = spare?.routeName === routeName ? spare.world : await buildWorld(suite.setup, cast);
    spare = null;
    await route.prepare?.(suite.setup.dataSource, world);
    const before = await snapshot(suite.setup.dataSource, world.tournamentId);
    const call = request(suite.testApp.http)[route.method](route.path(world));
    if (isStationRole(role)) call.set('X-Station-Token', world.stationTokens[role]);
    else if (role !== 'visitor') call.set('Authorization', cast[role].bearer);
    if (route.raw) call.set('Content-Type', route.raw.contentType);
    const response = await (route.raw ? call.send(route.raw.bytes) : route.body ? call.send(route.body(world)) : call);
    expect(route.statusOf?.(response) ?? response.status).toBe(expected);
    if (route.endsCallerSessions && expected < 400 && !isStationRole(role) && role !== 'visitor') cast = { ...cast, [role]: await signUpCastMember(role) };
    if (expected < 400) return;
    if (!route.statusOf) expect(errorBody.parse(response.body).message.length).toBeGreaterThan(0);
    expect(await snapshot(suite.setup.dataSource, world.tournamentId)).toBe(before);
    spare = { routeName, world };
  });
});
