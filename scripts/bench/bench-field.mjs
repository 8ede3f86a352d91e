// A tournament field for the score benchmarks, made through the real API and Auth emulator behind the
// gateway: teams of four, every player with an account of their own that created or joined the team.
import { randomBytes } from 'node:crypto';

/** @param {string} baseUrl */
export function benchClient(baseUrl) {
  /**
   * @param {string} method
   * @param {string} path
   * @param {string | null} idToken
   * @param {unknown} [body]
   */
  async function call(method, path, idToken, body) {
    const response = await fetch(new URL(path, baseUrl), {
      method,
      headers: { 'Content-Type': 'application/json', ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  }

  /** @param {string} method @param {string} path @param {string | null} idToken @param {unknown} [body] */
  async function ok(method, path, idToken, body) {
    const reply = await call(method, path, idToken, body);
    if (reply.status >= 300) throw new Error(`${method} ${path}: ${reply.status} ${JSON.stringify(reply.body)}`);
    return reply.body;
  }

  /** @param {string} name */
  async function signUp(name) {
    const email = `bench-${randomBytes(6).toString('hex')}@example.com`;
    const password = 'bench-password';
    const body = await ok('POST', '/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key', null, {
      email,
      password,
      displayName: name,
      returnSecureToken: true,
    });
    return { uid: body.localId, idToken: body.idToken, name, email, password };
  }

  return { call, ok, signUp };
}

/**
 * @template T
 * @param {number} count
 * @param {number} parallel
 * @param {(index: number) => Promise<T>} work
 * @returns {Promise<T[]>}
 */
export async function inBatches(count, parallel, work) {
  const results = /** @type {T[]} */ ([]);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(parallel, count) }, async () => {
      while (next < count) {
        const index = next++;
        results[index] = await work(index);
      }
    }),
  );
  return results;
}

/** Today in UTC: a benchmark's tournament is given UTC as its venue zone, so it runs today at any hour. */
export function utcToday() {
  return new Date().toLocaleDateString('en-CA', { timeZone: 'UTC' });
}

/**
 * A tournament running today in UTC, made by a new organiser, with one-player teams.
 * @param {ReturnType<typeof benchClient>} client
 * @param {{ name: string, format: string, teams: number }} options
 */
export async function createSmallTournament(client, { name, format, teams: teamCount }) {
  const organiser = await client.signUp(`${name} Organiser`);
  const timeZone = 'UTC';
  const tournament = await client.ok('POST', '/api/tournaments', organiser.idToken, {
    name,
    date: utcToday(),
    timeZone,
    course: 'Pebble Beach Golf Links',
    format,
    charityName: 'Bench Charity',
    charityGoal: 5000,
  });
  const teams = [];
  for (let index = 0; index < teamCount; index++) {
    teams.push(
      await client.ok('POST', `/api/tournaments/${tournament.id}/teams`, organiser.idToken, {
        name: `${name} Team ${index + 1}`,
        startingHole: 1,
        players: [{ name: `Pat ${index + 1}`, email: null, handicap: 10, position: 1 }],
      }),
    );
  }
  return { organiser, tournament, teams };
}

/**
 * @param {ReturnType<typeof benchClient>} client
 * @param {number} teamCount
 */
export async function createField(client, teamCount) {
  const organiser = await client.signUp('Bench Organiser');
  const tournament = await client.ok('POST', '/api/tournaments', organiser.idToken, {
    name: `Bench Open ${randomBytes(3).toString('hex')}`,
    date: utcToday(),
    timeZone: 'UTC',
    course: 'Pebble Beach Golf Links',
    format: 'best-ball',
    charityName: 'Bench Charity',
    charityGoal: 5000,
  });
  const teams = await inBatches(teamCount, 8, async (index) => {
    const players = await Promise.all([1, 2, 3, 4].map((position) => client.signUp(`Player ${index + 1}.${position}`)));
    const [captain, ...others] = players;
    if (!captain) throw new Error('a team needs a captain');
    const team = await client.ok('POST', `/api/tournaments/${tournament.id}/teams`, captain.idToken, {
      name: `Bench Team ${index + 1}`,
      startingHole: (index % 18) + 1,
      players: [{ name: captain.name, email: null, handicap: 10 + (index % 8), position: 1 }],
    });
    for (const player of others) await client.ok('POST', '/api/teams/join', player.idToken, { inviteCode: team.inviteCode });
    const roster = await client.ok('GET', `/api/tournaments/${tournament.id}/teams`, captain.idToken);
    const full = roster.find((/** @type {{ id: string }} */ entry) => entry.id === team.id);
    return {
      id: team.id,
      phones: players.map((account, n) => ({ account, playerId: full.players[n].id })),
    };
  });
  return { tournamentId: tournament.id, organiser, teams };
}
