#!/usr/bin/env node
// The print centre's morning pack over HTTP through the real API: 36 foursomes (144 players) on a shotgun,
// a closest-to-the-pin contest on every par 3, a sponsor with an uploaded logo on every hole. The whole pack
// (every document in one PDF) is downloaded 5 times on A4 and 5 times on US Letter: median and max time and
// its size. Goal: the pack in under 10 s (the median of each paper); the script exits 1 when it is not.
// usage: node scripts/bench/print.bench.mjs <baseUrl>   (npm run bench -- print starts the stack)
import { toBuffer } from 'qrcode';
import { benchClient, inBatches, utcToday } from './bench-field.mjs';

const baseUrl = process.argv[2];
if (!baseUrl) {
  console.error('usage: node scripts/bench/print.bench.mjs <baseUrl>');
  process.exit(2);
}
const TEAMS = Number(process.env.PRINT_TEAMS ?? 36);
const RUNS = Number(process.env.PRINT_RUNS ?? 5);
const goalMs = 10_000;
const client = benchClient(baseUrl);

/** A logo the size sponsors upload (about 330 pixels square): a PNG drawn by the qrcode package, in the sponsor's green. */
const logoOf = (/** @type {string} */ name) => toBuffer(name, { type: 'png', scale: 10, color: { dark: '#1f4d2bff', light: '#ffffffff' } });

async function morning() {
  const organiser = await client.signUp('Print Bench Organiser');
  const tournament = await client.ok('POST', '/api/tournaments', organiser.idToken, {
    name: 'Print Bench Classic',
    date: utcToday(),
    timeZone: 'UTC',
    course: 'Pebble Beach Golf Links',
    format: 'best-ball',
    charityName: 'Bench Charity',
    charityGoal: 5000,
  });
  const path = (/** @type {string} */ rest) => `/api/tournaments/${tournament.id}${rest}`;
  await inBatches(TEAMS, 6, (index) =>
    client.ok('POST', path('/teams'), organiser.idToken, {
      name: `Bench Team ${index + 1}`,
      startingHole: null,
      players: [1, 2, 3, 4].map((position) => ({
        name: `Player${index + 1} Surname${position}`,
        email: null,
        handicap: (index * 4 + position) % 30,
        position,
      })),
    }),
  );
  await client.ok('PUT', path('/starts'), organiser.idToken, { mode: 'shotgun', shotgunTimes: ['08:00'] });
  const { holes } = await client.ok('GET', path(''), organiser.idToken);
  const parThrees = holes.filter((/** @type {{ par: number }} */ hole) => hole.par === 3).map((/** @type {{ number: number }} */ hole) => hole.number);
  for (const hole of parThrees)
    await client.ok('POST', path('/contests'), organiser.idToken, {
      hole,
      kind: 'closest-to-pin',
      divisions: ['Open'],
      competitor: 'individual',
      prize: 'Golf bag',
    });
  await inBatches(holes.length, 4, async (index) => {
    const sponsor = await client.ok('POST', path('/sponsors'), organiser.idToken, { name: `Hole ${index + 1} Sponsor Ltd` });
    const logo = await fetch(new URL(path(`/sponsors/${sponsor.id}/logo`), baseUrl), {
      method: 'PUT',
      headers: { 'Content-Type': 'image/png', Authorization: `Bearer ${organiser.idToken}` },
      body: new Uint8Array(await logoOf(`Hole ${index + 1} Sponsor`)),
    });
    if (!logo.ok) throw new Error(`logo upload: ${logo.status} ${await logo.text()}`);
    await client.ok('PUT', path(`/hole-sponsors/${index + 1}`), organiser.idToken, { sponsorId: sponsor.id });
  });
  return { organiser, path, parThrees: parThrees.length };
}

/**
 * One download, timed from the request to the last byte.
 * @param {string} url
 * @param {string} idToken
 */
async function download(url, idToken) {
  const started = performance.now();
  const response = await fetch(new URL(url, baseUrl), { headers: { Authorization: `Bearer ${idToken}` } });
  const bytes = Buffer.from(await response.arrayBuffer());
  const ms = performance.now() - started;
  if (response.status !== 200 || response.headers.get('content-type') !== 'application/pdf' || bytes.subarray(0, 5).toString() !== '%PDF-')
    throw new Error(`GET ${url}: ${response.status} ${bytes.subarray(0, 200).toString()}`);
  return { ms, bytes: bytes.length };
}

const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const { organiser, path, parThrees } = await morning();
console.log(`${TEAMS} teams (${TEAMS * 4} players), shotgun at 08:00, ${parThrees} contests on the par 3s, a sponsor with a logo on every hole`);
const catalogue = await client.ok('GET', path('/print?paper=letter'), organiser.idToken);
console.log(
  `documents (Letter): ${catalogue.documents.map((/** @type {{ document: string, pages: number }} */ entry) => `${entry.document} ${entry.pages} p.`).join(', ')}`,
);
// The first download loads pdfkit's font metrics and warms the code paths: it is shown, not counted.
const warm = await download(path('/print/pack.pdf?paper=letter'), organiser.idToken);
console.log(`first download (not counted): ${(warm.ms / 1000).toFixed(2)} s`);

const rows = [];
for (const paper of ['a4', 'letter']) {
  const runs = [];
  for (let run = 0; run < RUNS; run++) runs.push(await download(path(`/print/pack.pdf?paper=${paper}`), organiser.idToken));
  const times = runs.map((run) => run.ms);
  rows.push({ paper, median: median(times), max: Math.max(...times), kib: (runs[0]?.bytes ?? 0) / 1024 });
}
const catalogueStarted = performance.now();
await client.ok('GET', path('/print?paper=a4'), organiser.idToken);
const catalogueMs = performance.now() - catalogueStarted;

console.log('\npaper   | pack median | pack max | size');
console.log('--------|-------------|----------|---------');
for (const row of rows)
  console.log(
    `${row.paper.padEnd(7)} | ${(row.median / 1000).toFixed(2).padStart(9)} s | ${(row.max / 1000).toFixed(2).padStart(6)} s | ${row.kib.toFixed(0).padStart(4)} KiB`,
  );
console.log(`catalogue (every document drawn to count its pages, A4): ${(catalogueMs / 1000).toFixed(2)} s`);
const late = rows.filter((row) => row.median >= goalMs);
console.log(
  late.length === 0
    ? `goal met: the pack in under ${goalMs / 1000} s on both papers`
    : `GOAL MISSED: the pack took ${goalMs / 1000} s or more on ${late.map((row) => row.paper).join(', ')}`,
);
process.exitCode = late.length === 0 ? 0 : 1;
