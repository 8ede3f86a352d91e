// Generated bad input against every route that changes data: at least 200 requests per route as the
// tournament admin, or a contest's station for station routes (who pass every access check, so the input
// itself is what is judged). Not one may answer 5xx; every refusal is the API's error body; a refused
// request changes nothing. The routes are dealt to `badInputParts` spec files (bad-input.spec.ts and
// bad-input-<n>.spec.ts), each with its own app, database and cast, so jest's workers run them side by side.
import { errorBody } from '@fairway/contracts';
import fc from 'fast-check';
import request from 'supertest';
import { appWithFixtures } from '../../support/fixtures';
import { badBody, badId, type BadRequest, malformedJson } from './bad-input.arbitraries';
import { type AttackWorld, buildWorld, type Cast, signUpCast, snapshot } from './attack-world';
import { type MutatingRoute, mutatingRoutes } from './mutating-routes';

export const badInputParts = 4;

const requestsPerRoute = 200;
// A fixed seed keeps CI repeatable; FUZZ_SEED=<n> explores other inputs locally.
const seed = Number(process.env.FUZZ_SEED ?? 20261123);

function badRequests(route: MutatingRoute, world: AttackWorld): fc.Arbitrary<BadRequest> {
  const good = route.body?.(world);
  const json = badBody(route.fields, good).map((body): BadRequest => ({ kind: 'json', body }));
  const text = malformedJson.map((body): BadRequest => ({ kind: 'text', text: body, contentType: 'application/json' }));
  const wrongId = fc.record({ id: badId, body: fc.constant(good) }).map(({ id, body }): BadRequest => ({ kind: 'id', id, body }));
  // A delete has nothing to spoil but its id (with the right one, whatever the body, it rightly deletes).
  if (route.method === 'delete') return wrongId;
  const options: Array<fc.WeightedArbitrary<BadRequest>> = [
    { weight: 6, arbitrary: json },
    { weight: 1, arbitrary: text },
  ];
  if (/\{\w+\}/.test(route.name)) options.push({ weight: 2, arbitrary: wrongId });
  return fc.oneof(...options);
}

/** The routes of one part (1-based): every `badInputParts`-th route, so new rows spread over the parts. */
export function badInputRoutesOfPart(part: number): readonly MutatingRoute[] {
  return mutatingRoutes.filter((_, index) => index % badInputParts === part - 1);
}

/** The suite and the current cast of a part, for tests a part adds (`extra`). */
export interface BadInputPart {
  suite: ReturnType<typeof appWithFixtures>;
  cast: () => Cast;
}

/** One part's generated bad input; `extra` adds tests that need the part's app. */
export function describeBadInputPart(part: number, extra?: (context: BadInputPart) => void): void {
  describe(`generated bad input never breaks the API or the data (part ${part} of ${badInputParts})`, () => {
    const suite = appWithFixtures();
    let cast: Cast;
    const tally = { requests: 0, serverErrors: 0 };

    beforeAll(async () => {
      cast = await signUpCast();
    });

    afterAll(() => {
      // Read by whoever writes the closing note; the assertions above are what fail the run.
      process.stdout.write(`bad-input part ${part}: ${tally.requests} requests over ${routes.length} routes, ${tally.serverErrors} answered 5xx\n`);
    });

    async function send(route: MutatingRoute, world: AttackWorld, bad: BadRequest) {
      const path = bad.kind === 'id' ? route.path(world).replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i, bad.id) : route.path(world);
      const call = route.station
        ? request(suite.testApp.http)[route.method](path).set('X-Station-Token', world.stationTokens.station)
        : request(suite.testApp.http)[route.method](path).set('Authorization', cast.admin.bearer);
      if (bad.kind === 'text') return call.set('Content-Type', bad.contentType).send(bad.text);
      const body = bad.body;
      return body === undefined ? call : call.set('Content-Type', 'application/json').send(JSON.stringify(body));
    }

    const routes = badInputRoutesOfPart(part);

    it.each(routes.map((route) => [route.name, route] as const))('%s', async (_name, route) => {
      const world = await buildWorld(suite.setup, cast);
      await route.prepare?.(suite.setup.dataSource, world);
      let before = await snapshot(suite.setup.dataSource, world.tournamentId);
      await fc.assert(
        fc.asyncProperty(badRequests(route, world), async (bad) => {
          const response = await send(route, world, bad);
          tally.requests += 1;
          if (response.status >= 500) tally.serverErrors += 1;
          expect(response.status).toBeLessThan(500);
          const after = await snapshot(suite.setup.dataSource, world.tournamentId);
          if (response.status >= 400) {
            expect(errorBody.safeParse(response.body).success).toBe(true);
            expect(after).toBe(before);
          }
          before = after;
        }),
        { numRuns: requestsPerRoute, seed, endOnFailure: true },
      );
      // The admin may have signed out everywhere meanwhile: the routes after this one get a new cast.
      if (route.endsCallerSessions) cast = await signUpCast();
    });

    extra?.({ suite, cast: () => cast });
  });
}
