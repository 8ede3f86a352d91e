#!/usr/bin/env node
// Measures the JavaScript a real browser loads for front-end routes: every .js response, its bytes and
// their gzip size (zlib default level), grouped by app, against a budget in KiB. Also counts how many
// copies of React and react-dom arrived and lists who provided each shared singleton.
//
// usage: node scripts/rspack/measure-bundles.mjs <baseUrl> [--route <path>[@signed-in][+<journey>][=<budgetKiB>]]... [--json <file>]
// default routes: /scorecard=200, /scorecard@signed-in=200, /mfe/leaderboard/tv/{id}+running-tournament=150,
// /tournaments=350, /tournaments@signed-in=350, /admin=350, /admin@signed-in+every-admin-tab=350
// A route marked @signed-in is measured as a player who signed in (through the sign-in dialog, against the
// Auth emulator behind the same origin) and then opened the route in a fresh page load. A journey (see
// bundle-journeys.mjs) is what the user does on the page before its files are counted.
// exit code: 0 when every budgeted route fits, 1 when one is over, 2 on usage errors.
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../stack/chromium.mjs';
import { journeyPassword, journeys } from './bundle-journeys.mjs';

const defaultRoutes = [
  '/scorecard=200',
  '/scorecard@signed-in=200',
  '/mfe/leaderboard/tv/{id}+running-tournament=150',
  '/tournaments=350',
  '/tournaments@signed-in=350',
  '/admin=350',
  '/admin@signed-in+every-admin-tab=350',
];
const markers = { react: '.useActionState=', reactDom: '__reactFiber$' };

function parseArgs(argv) {
  const [baseUrl, ...rest] = argv;
  if (!baseUrl || !/^https?:\/\//.test(baseUrl)) throw new Error('first argument must be the base URL, e.g. http://127.0.0.1:8080');
  const routes = [];
  let jsonFile;
  for (let index = 0; index < rest.length; index += 2) {
    const [flag, value] = [rest[index], rest[index + 1]];
    if (!value) throw new Error(`${flag} needs a value`);
    if (flag === '--route') routes.push(value);
    else if (flag === '--json') jsonFile = value;
    else throw new Error(`unknown option ${flag}`);
  }
  return { baseUrl: baseUrl.replace(/\/$/, ''), routes: (routes.length ? routes : defaultRoutes).map(parseRoute), jsonFile };
}

function parseRoute(spec) {
  const [target, budget] = spec.split('=');
  const [location, journeyName] = target.split('+');
  const [path, mode] = location.split('@');
  const journey = journeyName === undefined ? undefined : journeys[journeyName];
  if (journeyName !== undefined && !journey) throw new Error(`unknown journey ${journeyName}; known: ${Object.keys(journeys).join(', ')}`);
  return { path, label: target, signedIn: mode === 'signed-in', journey, budgetKiB: budget ? Number(budget) : undefined };
}

/** A new account on the Auth emulator, signed in through the app's own dialog; the session stays in the context. */
async function signInThroughDialog(page, baseUrl) {
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  const signUp = page.getByRole('dialog', { name: 'Create Account' });
  await signUp.getByLabel('Full Name').fill('Bench Player');
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('Password', { exact: true }).fill(journeyPassword);
  await signUp.getByRole('button', { name: 'Create Account', exact: true }).click();
  await signUp.waitFor({ state: 'detached' });
  return email;
}

function appOf(url) {
  const match = new URL(url).pathname.match(/^\/mfe\/([^/]+)\//);
  return match ? match[1] : 'shell';
}

function sharedSingletons() {
  const scopes = globalThis.__FEDERATION__?.__SHARE__ ?? {};
  const rows = [];
  for (const scopeMap of Object.values(scopes)) {
    for (const [name, versions] of Object.entries(scopeMap?.default ?? {})) {
      for (const [version, shared] of Object.entries(versions)) {
        if (shared.loaded && !rows.some((row) => row.name === name && row.version === version)) rows.push({ name, version, from: shared.from });
      }
    }
  }
  return rows;
}

async function measureRoute(browser, baseUrl, route) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  let email;
  if (route.signedIn) {
    const signingIn = await context.newPage();
    email = await signInThroughDialog(signingIn, baseUrl);
    await signingIn.close();
  }
  const prepared = await route.journey?.before(baseUrl, email);
  const page = await context.newPage();
  // Every file counts as downloaded, as on a first visit: nothing from the sign-in page's cache.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const pending = [];
  page.on('response', (response) => {
    const url = response.url();
    if (response.status() !== 200 || !/\.m?js(\?|$)/.test(new URL(url).pathname)) return;
    pending.push(response.body().then((body) => ({ url, app: appOf(url), bytes: body.length, gzipBytes: gzipSync(body).length, text: body.toString('utf8') })));
  });
  await page.goto(`${baseUrl}${route.path.replace('{id}', prepared?.id ?? '')}`, { waitUntil: 'networkidle' });
  await route.journey?.after(page);
  // A returning player's page loads the Firebase SDK a few seconds after its first work: still counted.
  await page.waitForTimeout(route.signedIn ? 6000 : 1000);
  const remoteRoots = await page.$$eval('[data-remote]', (nodes) => nodes.map((node) => `${node.dataset.remote}/${node.dataset.page}`));
  const shared = await page.evaluate(sharedSingletons).catch(() => []);
  const files = await Promise.all(pending);
  await context.close();
  const gzipBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);
  const { journey: _journey, ...described } = route;
  return {
    ...described,
    files: files.map(({ text: _text, ...file }) => file),
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    gzipBytes,
    gzipKiB: Number((gzipBytes / 1024).toFixed(1)),
    reactCopies: files.filter((file) => file.text.includes(markers.react)).length,
    reactDomCopies: files.filter((file) => file.text.includes(markers.reactDom)).length,
    remoteRoots,
    shared,
    withinBudget: route.budgetKiB === undefined || gzipBytes / 1024 <= route.budgetKiB,
  };
}

function kib(bytes) {
  return `${(bytes / 1024).toFixed(1)} KiB`.padStart(10);
}

function printRoute(result) {
  const budget = result.budgetKiB === undefined ? 'no budget' : `budget ${result.budgetKiB} KiB: ${result.withinBudget ? 'OK' : 'OVER'}`;
  console.log(`\n${result.label}  ${result.gzipKiB} KiB gzipped JS (${result.files.length} files, ${kib(result.bytes).trim()} raw)  ${budget}`);
  // Node 20 has no Object.groupBy.
  const byApp = new Map();
  for (const file of result.files) byApp.set(file.app, [...(byApp.get(file.app) ?? []), file]);
  for (const [app, files] of byApp) {
    console.log(`  ${app.padEnd(12)} ${kib(files.reduce((sum, file) => sum + file.gzipBytes, 0))}`);
    for (const file of files.sort((a, b) => b.gzipBytes - a.gzipBytes)) console.log(`    ${kib(file.gzipBytes)}  ${new URL(file.url).pathname}`);
  }
  console.log(`  React copies: ${result.reactCopies}, react-dom copies: ${result.reactDomCopies}; remote roots: ${result.remoteRoots.join(', ') || 'none'}`);
  if (result.shared.length) console.log(`  shared singletons loaded: ${result.shared.map((row) => `${row.name}@${row.version} from ${row.from}`).join('; ')}`);
}

async function main() {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(String(error instanceof Error ? error.message : error));
    return 2;
  }
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const results = [];
    for (const route of options.routes) results.push(await measureRoute(browser, options.baseUrl, route));
    results.forEach(printRoute);
    if (options.jsonFile) writeFileSync(options.jsonFile, JSON.stringify({ baseUrl: options.baseUrl, results }, null, 2));
    return results.every((result) => result.withinBudget) ? 0 : 1;
  } finally {
    await browser.close();
  }
}

process.exitCode = await main();
