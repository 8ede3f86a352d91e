#!/usr/bin/env node
// The phone pages as a golfer on one bar of signal meets them: Chromium at 390x844 with Slow 4G and a 4x CPU
// slowdown (service workers' fetches throttled too), each page loaded cold (a fresh context: no cache, no
// service worker) and then again in the same context (a repeat visit: service worker active, cache warm),
// 3 times; the median of each figure. Content visible: every marker text of the page's main content is
// shown. Also the standalone clubhouse TV at 1920x1080, unthrottled.
// Goals: content <= 3.0 s and LCP <= 2.5 s cold, LCP <= 1.2 s repeat, CLS <= 0.05, TV ready <= 1.5 s.
// usage: node scripts/bench/vitals.bench.mjs <baseUrl> [page name ...] (or VITALS_PAGES=register,receipt, as
// `npm run bench -- vitals` passes no page names)
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../stack/chromium.mjs';
import { freePort } from '../stack/free-port.mjs';
import { benchClient, createField, inBatches, utcToday } from './bench-field.mjs';
import { walkCartJourney } from './cart-journey.mjs';
import { hostBenchmarkIndex } from './host-speed.mjs';
import { cpuSlowdown, throttlePage, throttleServiceWorkers } from './phone-throttle.mjs';
import { prepareRegistrationPages } from './registration-pages.mjs';
import { installVitalsProbe } from './vitals-probe.mjs';

const [baseUrl, ...namedPages] = process.argv.slice(2);
const onlyPages = namedPages.length > 0 ? namedPages : (process.env.VITALS_PAGES?.split(',').filter(Boolean) ?? []);
if (!baseUrl) {
  console.error('usage: node scripts/bench/vitals.bench.mjs <baseUrl> [page name ...]');
  process.exit(2);
}
const RUNS = Number(process.env.VITALS_RUNS ?? 3);
const goals = { contentMs: 3000, lcpMs: 2500, repeatLcpMs: 1200, cls: 0.05, tvMs: 1500 };
const walkJourney = onlyPages.length === 0 || onlyPages.includes('cart');
const phone = { width: 390, height: 844 };

/**
 * @typedef {{ name: string, path: string, markers: string[], signedIn?: boolean, tv?: boolean }} PageUnderTest
 * @typedef {{ contentMs: number, lcpMs: number, cls: number, longTaskMs: number, kib: number }} Figures
 * @typedef {{ page: PageUnderTest, cold: Figures, repeat: Figures }} Row
 * @typedef {import('./vitals-probe.mjs').PageVitals} PageVitals
 */

const client = benchClient(baseUrl);
const field = await prepareField();
const registration = await prepareRegistrationPages(baseUrl);
/** @type {PageUnderTest[]} */
const pages = [
  { name: 'home', path: `/?tournament=${field.tournamentId}`, markers: [field.tournamentName, 'Join Tournament'] },
  { name: 'tournaments', path: '/tournaments', markers: [field.tournamentName] },
  { name: 'leaderboard', path: `/leaderboard?tournament=${field.tournamentId}`, markers: [field.leaderName, field.tournamentName] },
  { name: 'team-select', path: `/tournament/${field.tournamentId}/team-select`, markers: [field.memberTeamName, field.member.name] },
  { name: 'join', path: `/tournament/${field.tournamentId}/join`, markers: [field.tournamentName, 'Register Your Foursome'] },
  {
    name: 'scorecard',
    path: `/scorecard?tournamentId=${field.tournamentId}&teamId=${field.memberTeamId}`,
    markers: [field.memberTeamName, field.member.name],
    signedIn: true,
  },
  { name: 'register', path: `/tournament/${registration.tournamentId}/register`, markers: [registration.tournamentName, registration.entryName] },
  {
    name: 'registration-confirmation',
    path: `/tournament/${registration.tournamentId}/register/confirmation/${registration.registrationToken}`,
    markers: ["You're Registered!", registration.inviteCode],
  },
  {
    name: 'gift-receipt',
    path: `/tournament/${registration.tournamentId}/donate/receipt/${registration.receiptToken}`,
    markers: ['Thank you for your gift!', 'acknowledges with thanks'],
  },
  { name: 'tv', path: `/mfe/leaderboard/tv/${field.tournamentId}`, markers: [field.leaderName], tv: true },
].filter((page) => onlyPages.length === 0 || onlyPages.includes(page.name));

const debuggingPort = await freePort();
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [...chromiumArgs, `--remote-debugging-port=${debuggingPort}`],
});
const workers = await throttleServiceWorkers(debuggingPort);
/** @type {Row[]} */
const rows = [];
/** @type {number[]} */
const hostIndexes = [];
/** @type {import('./cart-journey.mjs').JourneyFigures | undefined} */
let journey;
try {
  hostIndexes.push(await hostBenchmarkIndex(browser));
  for (const page of pages) rows.push(await measurePage(page));
  if (walkJourney) journey = await measureCartJourney();
  hostIndexes.push(await hostBenchmarkIndex(browser));
} finally {
  workers.stop();
  await browser.close();
}
if (rows.length > 0) printTable(rows);
if (journey) printJourney(journey);
console.log(`(service worker starts throttled: ${workers.count()})`);
const hostIndex = Math.round(hostIndexes.reduce((sum, index) => sum + index, 0) / Math.max(1, hostIndexes.length));
console.log(
  `This machine's BenchmarkIndex (Lighthouse's measure, before and after the pages: ${hostIndexes.join(', ')}): ${hostIndex}; ` +
    `the ${cpuSlowdown}x slowdown made it a device of about ${Math.round(hostIndex / cpuSlowdown)}.`,
);
const missed = [...rows.flatMap(goalsMissed), ...(journey ? journeyGoalsMissed(journey) : [])];
for (const line of missed) console.log(`goal missed: ${line}`);
console.log(missed.length === 0 ? 'Vitals goals met.' : 'Vitals goals NOT met.');
process.exitCode = missed.length === 0 ? 0 : 1;

/** 12 foursomes with 6 holes scored, a member with an e-mail and password, and 30 other events on the list. */
async function prepareField() {
  const created = await createField(client, 12);
  const [first] = created.teams;
  const captain = first?.phones[0]?.account;
  if (!first || !captain) throw new Error('the field has no team');
  await inBatches(created.teams.length, 4, async (index) => {
    const team = /** @type {typeof first} */ (created.teams[index]);
    const scores = team.phones.flatMap(({ playerId }, n) =>
      [1, 2, 3, 4, 5, 6].map((hole) => ({ tournamentId: created.tournamentId, teamId: team.id, playerId, hole, strokes: 3 + ((hole + n + index) % 3) })),
    );
    await client.ok('POST', '/api/scores/batch', team.phones[0]?.account.idToken ?? null, { scores });
  });
  await otherTournaments(30);
  const tournament = await client.ok('GET', `/api/tournaments/${created.tournamentId}`, null);
  const board = await client.ok('GET', `/api/leaderboard/${created.tournamentId}`, null);
  const leaderName = board.rows?.[0]?.teamName;
  if (!leaderName) throw new Error(`the board has no leader: ${JSON.stringify(board).slice(0, 200)}`);
  return {
    tournamentId: created.tournamentId,
    tournamentName: tournament.name,
    leaderName,
    memberTeamId: first.id,
    memberTeamName: 'Bench Team 1',
    member: captain,
  };
}

/** @param {number} count upcoming events by a few organisers, so the Tournaments list is as long as a club's. */
async function otherTournaments(count) {
  const organisers = await Promise.all([1, 2, 3].map((n) => client.signUp(`Club Organiser ${n}`)));
  await inBatches(count, 4, async (index) => {
    const date = new Date(`${utcToday()}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() + 3 + index);
    await client.ok('POST', '/api/tournaments', organisers[index % organisers.length]?.idToken ?? null, {
      name: `Club Charity Classic ${index + 1}`,
      date: date.toISOString().slice(0, 10),
      timeZone: 'UTC',
      course: 'Pebble Beach Golf Links',
      format: 'best-ball',
      charityName: 'Junior Golf Fund',
      charityGoal: 10000 + index * 500,
    });
  });
}

/** @param {PageUnderTest} page @returns {Promise<Row>} */
async function measurePage(page) {
  /** @type {Figures[]} */
  const cold = [];
  /** @type {Figures[]} */
  const repeat = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: page.tv ? { width: 1920, height: 1080 } : phone });
    try {
      if (page.signedIn) await signIn(context);
      cold.push(await load(context, page, { waitForServiceWorker: true }));
      repeat.push(await load(context, page));
    } finally {
      await context.close();
    }
  }
  return { page, cold: medians(cold), repeat: medians(repeat) };
}

/**
 * Signs the member in through the app's own dialog, unthrottled, then forgets every file and worker.
 * @param {import('playwright-core').BrowserContext} context
 */
async function signIn(context) {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/`);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await dialog.getByLabel('Email').fill(field.member.email);
  await dialog.getByLabel('Password', { exact: true }).fill(field.member.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: /^Account menu for / }).waitFor();
  await page.evaluate(async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
    for (const key of await caches.keys()) await caches.delete(key);
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
}

/** @param {import('playwright-core').Page} page */
async function serviceWorkerActive(page) {
  await page.evaluate(() => Promise.race([navigator.serviceWorker.ready, new Promise((resolve) => setTimeout(resolve, 15_000))]));
  // The worker keeps the files of the first visit once it is installed; give it a moment to copy them.
  await page.waitForTimeout(1000);
}

/**
 * @param {import('playwright-core').BrowserContext} context
 * @param {PageUnderTest} target
 * @returns {Promise<Figures>}
 */
async function load(context, target, { waitForServiceWorker = false } = {}) {
  const page = await context.newPage();
  const cdp = target.tv ? await context.newCDPSession(page) : await throttlePage(page);
  await cdp.send('Network.enable');
  let bytes = 0;
  cdp.on('Network.loadingFinished', (/** @type {{ encodedDataLength: number }} */ event) => {
    bytes += event.encodedDataLength;
  });
  await page.addInitScript(installVitalsProbe, target.markers);
  await page.goto(`${baseUrl}${target.path}`, { waitUntil: 'commit' });
  const probe = () => /** @type {PageVitals} */ (/** @type {{ __vitals?: PageVitals }} */ (/** @type {unknown} */ (window)).__vitals);
  // A function, not a string: the product's content security policy forbids eval.
  const contentShown = () => /** @type {{ __vitals?: PageVitals }} */ (/** @type {unknown} */ (window)).__vitals?.contentAt != null;
  await page.waitForFunction(contentShown, null, { timeout: 60_000, polling: 250 }).catch(async (/** @type {Error} */ error) => {
    const shown = await page.evaluate(() => document.body?.innerText.slice(0, 600)).catch(() => '');
    throw new Error(`${target.name}: ${target.markers.join(' + ')} never shown; the page showed:\n${shown}`, { cause: error });
  });
  // Let the page settle: later arrivals may still shift the layout or paint a larger element.
  await page.waitForTimeout(3000);
  const vitals = await page.evaluate(probe);
  const contentAt = vitals.contentAt ?? Number.NaN;
  const before = (/** @type {{ start: number }} */ task) => task.start < contentAt;
  if (waitForServiceWorker) await serviceWorkerActive(page);
  await page.close();
  return {
    contentMs: contentAt,
    lcpMs: vitals.lcp,
    cls: vitals.cls,
    longTaskMs: vitals.longTasks.filter(before).reduce((sum, task) => sum + task.duration, 0),
    kib: bytes / 1024,
  };
}

/** The QR code on the cart to the scorecard, as a signed-in member on the phone profile; median of RUNS walks. */
async function measureCartJourney() {
  /** @type {import('./cart-journey.mjs').JourneyFigures[]} */
  const walks = [];
  const walk = { url: `${baseUrl}/tournament/${field.tournamentId}/team-select`, teamName: field.memberTeamName, memberName: field.member.name };
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: phone });
    try {
      await signIn(context);
      walks.push(await walkCartJourney(context, walk));
    } finally {
      await context.close();
    }
  }
  return {
    teamSelectMs: median(walks.map((walk) => walk.teamSelectMs)),
    scorecardMs: median(walks.map((walk) => walk.scorecardMs)),
    cls: median(walks.map((walk) => walk.cls)),
  };
}

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** @param {Figures[]} samples @returns {Figures} */
function medians(samples) {
  const of = (/** @type {keyof Figures} */ key) => median(samples.map((sample) => sample[key]));
  return { contentMs: of('contentMs'), lcpMs: of('lcpMs'), cls: of('cls'), longTaskMs: of('longTaskMs'), kib: of('kib') };
}

/** @param {Row[]} results */
function printTable(results) {
  const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(2)} s`;
  console.log(`\nMedian of ${RUNS} loads; phone pages at 390x844, Slow 4G, CPU ${cpuSlowdown}x; TV at 1920x1080 unthrottled.`);
  console.log('| Page | content cold | LCP cold | CLS cold | long tasks before content | KiB cold | content repeat | LCP repeat | CLS repeat | KiB repeat |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const { page, cold, repeat } of results) {
    console.log(
      `| ${page.name} | ${seconds(cold.contentMs)} | ${seconds(cold.lcpMs)} | ${cold.cls.toFixed(3)} | ${seconds(cold.longTaskMs)} | ${cold.kib.toFixed(0)} | ` +
        `${seconds(repeat.contentMs)} | ${seconds(repeat.lcpMs)} | ${repeat.cls.toFixed(3)} | ${repeat.kib.toFixed(0)} |`,
    );
  }
}

/** @param {import('./cart-journey.mjs').JourneyFigures} figures */
function printJourney({ teamSelectMs, scorecardMs, cls }) {
  console.log(`\nThe cart's QR code to the scorecard, signed in (median of ${RUNS} walks):`);
  console.log('| team-select content, cold | scorecard content after the tap | CLS over the walk |');
  console.log('| --- | --- | --- |');
  console.log(`| ${(teamSelectMs / 1000).toFixed(2)} s | ${(scorecardMs / 1000).toFixed(2)} s | ${cls.toFixed(3)} |`);
}

/** @param {import('./cart-journey.mjs').JourneyFigures} figures */
function journeyGoalsMissed({ teamSelectMs, scorecardMs, cls }) {
  return [
    ...(teamSelectMs > goals.contentMs ? [`cart walk: team-select content ${teamSelectMs.toFixed(0)} ms (goal ${goals.contentMs})`] : []),
    ...(scorecardMs > goals.contentMs ? [`cart walk: scorecard ${scorecardMs.toFixed(0)} ms after the tap (goal ${goals.contentMs})`] : []),
    ...(cls > goals.cls ? [`cart walk: CLS ${cls.toFixed(3)} (goal ${goals.cls})`] : []),
  ];
}

/** @param {Row} row */
function goalsMissed({ page, cold, repeat }) {
  /** @type {string[]} */
  const missed = [];
  if (page.tv) {
    if (cold.contentMs > goals.tvMs) missed.push(`${page.name}: ready in ${cold.contentMs.toFixed(0)} ms (goal ${goals.tvMs})`);
  } else {
    if (cold.contentMs > goals.contentMs) missed.push(`${page.name}: content cold ${cold.contentMs.toFixed(0)} ms (goal ${goals.contentMs})`);
    if (cold.lcpMs > goals.lcpMs) missed.push(`${page.name}: LCP cold ${cold.lcpMs.toFixed(0)} ms (goal ${goals.lcpMs})`);
    if (repeat.lcpMs > goals.repeatLcpMs) missed.push(`${page.name}: LCP repeat ${repeat.lcpMs.toFixed(0)} ms (goal ${goals.repeatLcpMs})`);
  }
  for (const [visit, figures] of /** @type {const} */ ([
    ['cold', cold],
    ['repeat', repeat],
  ])) {
    if (figures.cls > goals.cls) missed.push(`${page.name}: CLS ${visit} ${figures.cls.toFixed(3)} (goal ${goals.cls})`);
  }
  return missed;
}
