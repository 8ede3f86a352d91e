#!/usr/bin/env node
// Leaderboard reads against a trivial JSON endpoint of the same API, in the same run: one tournament of
// 36 foursomes with all 2,592 scores, 50 connections, 10 s each (autocannon), through the one origin.
// usage: node scripts/bench/leaderboard-read.bench.mjs <baseUrl>
import { createRequire } from 'node:module';

import { utcToday } from './bench-field.mjs';

// autocannon ships no types.
const autocannon = createRequire(import.meta.url)('autocannon');

const baseUrl = process.argv[2];
if (!baseUrl) {
  console.error('usage: leaderboard-read.bench.mjs <baseUrl>');
  process.exit(2);
}
const TEAMS = 36;
const password = 'secret-pass-1';

/**
 * @param {string} method
 * @param {string} path
 * @param {unknown} [body]
 * @param {string} [token]
 * @returns {Promise<any>}
 */
async function call(method, path, body, token) {
  const response = await fetch(baseUrl + path, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** A fresh account on the Auth emulator behind the origin (one per foursome: write limits count per account). */
/** @param {string} name */
async function account(name) {
  const email = `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const { idToken } = await call('POST', '/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key', { email, password, returnSecureToken: true });
  return idToken;
}

async function seed() {
  const organiser = await account('bench-organiser');
  const [course] = await call('GET', '/api/courses');
  const tournament = await call(
    'POST',
    '/api/tournaments',
    {
      name: 'Benchmark Open',
      date: utcToday(),
      timeZone: 'UTC',
      course: course.name,
      courseId: course.id,
      format: 'best-ball',
      charityName: 'Bench Charity',
      charityGoal: 10000,
      charityPaypalLink: '',
      sponsors: [],
      holes: [],
      adminUserId: 'x',
    },
    organiser,
  );
  await Promise.all(
    Array.from({ length: TEAMS }, async (_, /** @type {number} */ index) => {
      const token = await account(`bench-${index}`);
      const team = await call(
        'POST',
        `/api/tournaments/${tournament.id}/teams`,
        {
          name: `Foursome ${index + 1}`,
          startingHole: (index % 18) + 1,
          players: [2, 3, 4].map((position) => ({ name: `Player ${index + 1}.${position}`, email: null, handicap: (index + position * 7) % 30, position })),
        },
        token,
      );
      for (const hole of tournament.holes) {
        for (const player of team.players) {
          const strokes = Math.max(1, hole.par + ((index + hole.number + player.position) % 4) - 1);
          await call('POST', '/api/scores', { tournamentId: tournament.id, teamId: team.id, playerId: player.id, hole: hole.number, strokes }, token);
        }
      }
    }),
  );
  return tournament.id;
}

/**
 * @param {string} path
 * @returns {Promise<any>}
 */
function load(path) {
  return new Promise((resolve, reject) => {
    // As browsers ask (the pages' fetch and the TV): a gzipped answer where the server offers one.
    autocannon(
      { url: baseUrl + path, connections: 50, duration: 10, headers: { 'accept-encoding': 'gzip' } },
      (/** @type {Error | null} */ error, /** @type {any} */ result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const started = Date.now();
const tournamentId = await seed();
console.log(`seeded 36 foursomes, 2,592 scores in ${((Date.now() - started) / 1000).toFixed(1)} s`);
/** @type {Array<[string, string]>} */
const endpoints = [
  ['GET /api/health (trivial JSON)', '/api/health'],
  ['GET /api/leaderboard/{id}', `/api/leaderboard/${tournamentId}`],
  ['GET /api/leaderboard', '/api/leaderboard'],
];
/** @type {Array<{ label: string; rps: number; p99: number; errors: number }>} */
const rows = [];
for (const [label, path] of endpoints) {
  const result = await load(path);
  rows.push({ label, rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx });
}
const baseline = rows[0]?.rps ?? 1;
for (const row of rows) {
  console.log(
    `${row.label.padEnd(34)} ${row.rps.toFixed(0).padStart(7)} req/s  p99 ${String(row.p99).padStart(5)} ms  ${((row.rps / baseline) * 100).toFixed(0)}% of trivial  errors ${row.errors}`,
  );
}
const slow = rows.slice(1).filter((row) => row.rps < baseline * 0.9 || row.errors > 0);
if (slow.length > 0) console.log(`below 90% of the trivial endpoint (or failing): ${slow.map((row) => row.label).join(', ')}`);
process.exitCode = slow.length > 0 ? 1 : 0;
