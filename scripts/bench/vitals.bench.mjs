#!/usr/bin/env node
// The phone pages as a golfer on one bar of signal meets them: Chromium at 390x844 with Slow 4G and the CPU
// slowed down to the reference phone (the host's BenchmarkIndex over the phone's, measured before the pages;
// VITALS_CPU_SLOWDOWN overrides it), service workers' fetches throttled too; each page loaded cold (a fresh
// context: no cache, no service worker) and then again in the same context (a repeat visit: service worker
// active, cache warm), 3 times; the median of each figure. Content visible: every marker text of the page's
// main content is shown. Also the standalone clubhouse TV at 1920x1080, unthrottled, and the cart's QR code
// to the scorecard. The host's index is measured again after the pages: when the two readings are more than
// maxHostIndexSpread apart the host was too noisy and nothing is reported. Goals: scripts/bench/vitals-goals.mjs.
// VITALS_TRACE=1 also saves a performance trace of one more cold load of each page and of one more repeat load
// (scripts/bench/vitals-trace.mjs).
// usage: node scripts/bench/vitals.bench.mjs <baseUrl> [page name ...] (or VITALS_PAGES=register,receipt, as
// `npm run bench -- vitals` passes no page names)
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../stack/chromium.mjs';
import { freePort } from '../stack/free-port.mjs';
import { benchClient, createField, inBatches, utcToday } from './bench-field.mjs';
import { walkCartJourney } from './cart-journey.mjs';
import { hostBenchmarkIndex, hostIndexSpread, hostSteadyEnough, maxHostIndexSpread } from './host-speed.mjs';
import { chooseCpuSlowdown, referencePhoneIndex, throttlePage, throttleServiceWorkers } from './phone-throttle.mjs';
import { prepareRegistrationPages } from './registration-pages.mjs';
import { goalCell, goalsMissed, pageGoalChecks, vitalsGoals, walkGoalChecks, formatGoal } from './vitals-goals.mjs';
import { installVitalsProbe, waitForContent } from './vitals-probe.mjs';
import { printBreakdown, traceLoad } from './vitals-trace.mjs';

const [baseUrl, ...namedPages] = process.argv.slice(2);
const onlyPages = namedPages.length > 0 ? namedPages : (process.env.VITALS_PAGES?.split(',').filter(Boolean) ?? []);
if (!baseUrl) {
  console.error('usage: node scripts/bench/vitals.bench.mjs <baseUrl> [page name ...]');
  process.exit(2);
}
const RUNS = Number(process.env.VITALS_RUNS ?? 3);
const TRACE = process.env.VITALS_TRACE === '1';
// A bad override stops the run before anything is prepared.
chooseCpuSlowdown(referencePhoneIndex, process.env.VITALS_CPU_SLOWDOWN);
const walkJourney = onlyPages.length === 0 || onlyPages.includes('cart');
const phone = { width: 390, height: 844 };

/**
 * @typedef {{ name: string, path: string, markers: string[], signedIn?: boolean, tv?: boolean }} PageUnderTest
 * @typedef {import('./vitals-goals.mjs').Figures} Figures
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
  { name: 'donate', path: `/tournament/${field.tournamentId}/donate`, markers: [`Give to ${field.charityName}`, field.tournamentName] },
  { name: 'station', path: `/station/${field.stationToken}`, markers: ['Closest to the Pin', field.memberTeamName] },
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
/** @type {{ name: string, visit: 'cold' | 'repeat', file: string, breakdown: import('./vitals-trace.mjs').TraceBreakdown | undefined }[]} */
const traces = [];
/** @type {number[]} */
const hostIndexes = [];
/** @type {import('./cart-journey.mjs').JourneyFigures | undefined} */
let journey;
/** @type {import('./phone-throttle.mjs').CpuSlowdown} */
let slowdown;
try {
  hostIndexes.push(await hostBenchmarkIndex(browser));
  slowdown = chooseCpuSlowdown(/** @type {number} */ (hostIndexes[0]), process.env.VITALS_CPU_SLOWDOWN);
  console.log(`${describeSlowdown(slowdown)}; measuring ${pages.length} pages${walkJourney ? ' and the cart walk' : ''}...`);
  for (const page of pages) {
    rows.push(await measurePage(page));
    if (TRACE) traces.push(...(await tracePage(page)));
  }
  if (walkJourney) journey = await measureCartJourney();
  hostIndexes.push(await hostBenchmarkIndex(browser));
} finally {
  workers.stop();
  await browser.close();
}
const spread = hostIndexSpread(hostIndexes);
console.log(
  `\nThis machine's BenchmarkIndex (Lighthouse's measure), before and after the pages: ${hostIndexes.join(' and ')} ` +
    `(${(spread * 100).toFixed(0)}% apart; at most ${maxHostIndexSpread * 100}% to report).`,
);
// A fixed slowdown names no phone, so a host that moved does not void it: the figures compare builds on this host.
if (!hostSteadyEnough(hostIndexes) && slowdown.override) {
  console.log(
    `The host's speed moved ${(spread * 100).toFixed(0)}%; reported anyway: VITALS_CPU_SLOWDOWN fixed the slowdown, so compare only runs of one host.`,
  );
} else if (!hostSteadyEnough(hostIndexes)) {
  console.error(
    `Not reported: the host's speed moved ${(spread * 100).toFixed(0)}% during the run (more than ${maxHostIndexSpread * 100}%), so the ` +
      `${slowdown.rate}x slowdown chosen at the start no longer emulated one phone. Measure again on a quieter machine.`,
  );
  // A trace still shows where one load's time went, whatever the host's speed.
  for (const trace of traces) printBreakdown(trace.name, trace.file, trace.breakdown, trace.visit);
  process.exit(3);
}
console.log(`${describeSlowdown(slowdown)}.`);
if (rows.length > 0) printTable(rows);
if (journey) printJourney(journey);
console.log(`(service worker starts throttled: ${workers.count()})`);
for (const trace of traces) printBreakdown(trace.name, trace.file, trace.breakdown, trace.visit);
const missed = [
  ...rows.flatMap(({ page, cold, repeat }) => goalsMissed(page.name, pageGoalChecks(page, { cold, repeat }))),
  ...(journey ? goalsMissed('cart walk', walkGoalChecks(journey)) : []),
];
for (const line of missed) console.log(`goal missed: ${line}`);
console.log(missed.length === 0 ? 'Vitals goals met.' : 'Vitals goals NOT met.');
process.exitCode = missed.length === 0 ? 0 : 1;

/** @param {import('./phone-throttle.mjs').CpuSlowdown} chosen */
function describeSlowdown({ rate, override, phoneIndex }) {
  const phone = `a phone of BenchmarkIndex about ${phoneIndex}`;
  if (override) return `CPU slowdown ${rate}x set by VITALS_CPU_SLOWDOWN (an override: ${phone}, not the reference phone's ${referencePhoneIndex})`;
  if (rate === 1 && phoneIndex < referencePhoneIndex)
    return `CPU slowdown ${rate}x: this host is slower than the reference phone (${referencePhoneIndex}), so the pages ran on ${phone}`;
  return `CPU slowdown ${rate}x (host ${hostIndexes[0]} / reference phone ${referencePhoneIndex}): ${phone}, the reference phone`;
}

/** 12 foursomes with 6 holes scored, a member with an e-mail and password, and 30 other events on the list. */
async function prepareField() {
  const created = await createField(client, 12);
  const [first] = created.teams;
  const organiser = created.organiser;
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
  const contest = await client.ok('POST', `/api/tournaments/${created.tournamentId}/contests`, organiser.idToken, {
    hole: 7,
    kind: 'closest-to-pin',
    divisions: ['Open'],
    competitor: 'individual',
  });
  const station = await client.ok('POST', `/api/contests/${contest.id}/stations`, organiser.idToken, { label: 'Hole 7 volunteer' });
  return {
    tournamentId: created.tournamentId,
    tournamentName: tournament.name,
    charityName: tournament.charityName,
    stationToken: station.token,
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
 * @param {{ waitForServiceWorker?: boolean, trace?: import('./vitals-trace.mjs').TraceHooks }} [options]
 * @returns {Promise<Figures>}
 */
async function load(context, target, { waitForServiceWorker = false, trace } = {}) {
  const page = await context.newPage();
  const cdp = target.tv ? await context.newCDPSession(page) : await throttlePage(page, slowdown.rate);
  await cdp.send('Network.enable');
  let bytes = 0;
  cdp.on('Network.loadingFinished', (/** @type {{ encodedDataLength: number }} */ event) => {
    bytes += event.encodedDataLength;
  });
  await page.addInitScript(installVitalsProbe, target.markers);
  await trace?.start(page);
  const shown = waitForContent(page, 60_000);
  shown.catch(() => undefined); // awaited below; a failed goto must not leave it unhandled
  await page.goto(`${baseUrl}${target.path}`, { waitUntil: 'commit' });
  // A function, not a string: the product's content security policy forbids eval.
  const probe = () => /** @type {PageVitals} */ (/** @type {{ __vitals?: PageVitals }} */ (/** @type {unknown} */ (window)).__vitals);
  await shown.catch(async (/** @type {Error} */ error) => {
    const shown = await page.evaluate(() => document.body?.innerText.slice(0, 600)).catch(() => '');
    throw new Error(`${target.name}: ${target.markers.join(' + ')} never shown; the page showed:\n${shown}`, { cause: error });
  });
  // Let the page settle: later arrivals may still shift the layout or paint a larger element.
  await page.waitForTimeout(3000);
  const vitals = await page.evaluate(probe);
  const contentAt = vitals.contentAt ?? Number.NaN;
  const before = (/** @type {{ start: number }} */ task) => task.start < contentAt;
  if (waitForServiceWorker) await serviceWorkerActive(page);
  await trace?.stop();
  await page.close();
  return {
    contentMs: contentAt,
    lcpMs: vitals.lcp,
    cls: vitals.cls,
    longTaskMs: vitals.longTasks.filter(before).reduce((sum, task) => sum + task.duration, 0),
    kib: bytes / 1024,
  };
}

/**
 * One more cold load and one more repeat load of the page (a phone page), each recorded (not among the measured loads).
 * @param {PageUnderTest} page
 */
async function tracePage(page) {
  /** @type {('cold' | 'repeat')[]} */
  const visits = page.tv ? ['cold'] : ['cold', 'repeat'];
  /** @type {{ name: string; visit: 'cold' | 'repeat'; file: string; breakdown: import('./vitals-trace.mjs').TraceBreakdown | undefined }[]} */
  const traced = [];
  for (const visit of visits) {
    const file = visit === 'cold' ? page.name : `${page.name}-repeat`;
    traced.push({ name: page.name, visit, ...(await traceLoad(browser, file, (hooks) => tracedLoad(page, hooks, visit))) });
  }
  return traced;
}

/**
 * @param {PageUnderTest} page
 * @param {import('./vitals-trace.mjs').TraceHooks} trace
 * @param {'cold' | 'repeat'} visit a repeat is recorded after an unrecorded cold load has installed the service worker
 */
async function tracedLoad(page, trace, visit) {
  const context = await browser.newContext({ viewport: page.tv ? { width: 1920, height: 1080 } : phone });
  try {
    if (page.signedIn) await signIn(context);
    if (visit === 'repeat') await load(context, page, { waitForServiceWorker: true });
    await load(context, page, { trace });
  } finally {
    await context.close();
  }
}

/** The QR code on the cart to the scorecard, as a signed-in member on the phone profile; median of RUNS walks. */
async function measureCartJourney() {
  /** @type {import('./cart-journey.mjs').JourneyFigures[]} */
  const walks = [];
  const walk = {
    url: `${baseUrl}/tournament/${field.tournamentId}/team-select`,
    teamName: field.memberTeamName,
    memberName: field.member.name,
    cpuSlowdown: slowdown.rate,
  };
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
  console.log(`\nMedian of ${RUNS} loads; phone pages at 390x844, Slow 4G, CPU ${slowdown.rate}x; TV at 1920x1080 unthrottled.`);
  console.log('| Page | content cold | LCP cold | CLS cold | long tasks before content | KiB cold | content repeat | LCP repeat | CLS repeat | KiB repeat |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const { page, cold, repeat } of results) {
    console.log(
      `| ${page.name} | ${seconds(cold.contentMs)} | ${seconds(cold.lcpMs)} | ${cold.cls.toFixed(3)} | ${seconds(cold.longTaskMs)} | ${cold.kib.toFixed(0)} | ` +
        `${seconds(repeat.contentMs)} | ${seconds(repeat.lcpMs)} | ${repeat.cls.toFixed(3)} | ${repeat.kib.toFixed(0)} |`,
    );
  }
  const ms = (/** @type {number} */ goal) => formatGoal(goal, 'ms');
  const cls = formatGoal(vitalsGoals.cls, 'cls');
  console.log(`\nGoals on ${describePhone()}, median of ${RUNS}:`);
  console.log(
    `| Page | content cold ${ms(vitalsGoals.contentMs)} | LCP cold ${ms(vitalsGoals.lcpMs)} | LCP repeat ${ms(vitalsGoals.repeatLcpMs)} | CLS cold ${cls} | CLS repeat ${cls} | goals |`,
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const { page, cold, repeat } of results) {
    const checks = pageGoalChecks(page, { cold, repeat });
    const met = Object.values(checks).every((check) => check.pass);
    console.log(
      `| ${page.name} | ${goalCell(checks.contentCold, vitalsGoals.contentMs)} | ${goalCell(checks.lcpCold, vitalsGoals.lcpMs)} | ` +
        `${goalCell(checks.lcpRepeat, vitalsGoals.repeatLcpMs)} | ${goalCell(checks.clsCold, vitalsGoals.cls)} | ${goalCell(checks.clsRepeat, vitalsGoals.cls)} | ${met ? 'met' : 'MISSED'} |`,
    );
  }
}

/** The phone the figures stand for, in the words the tables are quoted with. */
function describePhone() {
  return `a phone of BenchmarkIndex about ${slowdown.phoneIndex} (host ${hostIndexes.join('/')}, CPU ${slowdown.rate}x${slowdown.override ? ', VITALS_CPU_SLOWDOWN' : ''})`;
}

/** @param {import('./cart-journey.mjs').JourneyFigures} figures */
function printJourney(figures) {
  const checks = walkGoalChecks(figures);
  const ms = formatGoal(vitalsGoals.walkMs, 'ms');
  const met = Object.values(checks).every((check) => check.pass);
  console.log(`\nThe cart's QR code to the scorecard, signed in, on ${describePhone()} (median of ${RUNS} walks):`);
  console.log(`| team-select content, cold ${ms} | scorecard content after the tap ${ms} | CLS over the walk ${formatGoal(vitalsGoals.cls, 'cls')} | goals |`);
  console.log('| --- | --- | --- | --- |');
  console.log(
    `| ${goalCell(checks.teamSelect, vitalsGoals.walkMs)} | ${goalCell(checks.scorecard, vitalsGoals.walkMs)} | ${goalCell(checks.cls, vitalsGoals.cls)} | ${met ? 'met' : 'MISSED'} |`,
  );
}
