// The home page through the real stack (gateway, API on its own database, Auth emulator), in each of its
// states: no active tournament (landing page), one (its home), several (the chooser).
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { baseUrl } from './support/base-url';
import { artifactPath, launchBrowser, viewports, type ViewportName } from './support/browser';
import { fakeWeatherShown } from './support/fake-weather-upstream';
import { seriousAxeViolations } from './support/serious-axe-violations';
import { completeActiveTournaments, createActiveTournament, type CreatedTournament, type Organiser, signUpOrganiser } from './support/tournaments-api';

let browser: Browser;
let organiser: Organiser;
const contexts: BrowserContext[] = [];

async function newPage(viewport: ViewportName, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: viewports[viewport], ...options });
  contexts.push(context);
  return context.newPage();
}

async function openHome(viewport: ViewportName, options: BrowserContextOptions = {}, path = '/'): Promise<Page> {
  const page = await newPage(viewport, options);
  await page.goto(baseUrl(path));
  return page;
}

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

function teamSelectUrl(tournament: CreatedTournament): string {
  return baseUrl(`/tournament/${tournament.id}/team-select`);
}

beforeAll(async () => {
  browser = await launchBrowser();
  organiser = await signUpOrganiser();
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

afterAll(async () => {
  await browser?.close();
});

describe('home with no active tournament', () => {
  beforeAll(() => completeActiveTournaments());

  it.each(['phone', 'desktop'] as const)('shows the landing page on a %s, accessible and without sideways scrolling', async (viewport) => {
    const page = await openHome(viewport);
    await page.getByRole('heading', { level: 1, name: 'Every swing on the course raises money off it.' }).waitFor();
    const features = page.getByRole('region', { name: 'Everything a charity tournament needs' });
    expect(await features.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Real-time scoring',
      'Live leaderboards',
      'Charity fundraising',
      'Team management',
      'Tournament formats',
    ]);
    expect(await page.getByText('free forever for charity events', { exact: true }).isVisible()).toBe(true);
    expect(await page.locator('figure blockquote').isVisible()).toBe(true);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: artifactPath(`home-landing-${viewport}.png`), fullPage: true });
  });

  it('Learn More brings the feature blocks into view', async () => {
    const page = await openHome('phone');
    await page.getByRole('button', { name: 'Learn More' }).click();
    const features = page.getByRole('region', { name: 'Everything a charity tournament needs' });
    await page.waitForFunction(() => {
      const top = document.getElementById('features')?.getBoundingClientRect().top ?? Infinity;
      return top >= 0 && top < window.innerHeight / 2;
    });
    expect(await features.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('Create Your First Tournament asks a visitor to create an account', async () => {
    const page = await openHome('desktop');
    await page.getByRole('button', { name: 'Create Your First Tournament' }).click();
    await page.getByRole('dialog', { name: 'Create Account' }).waitFor();
  });
});

describe('home with one active tournament', () => {
  let tournament: CreatedTournament;

  beforeAll(async () => {
    await completeActiveTournaments();
    tournament = await createActiveTournament(organiser, {
      name: 'Spring Charity Classic',
      charityName: 'Junior Golf Foundation',
      charityGoal: 25000,
      charityPaypalLink: 'https://paypal.me/juniorgolf',
    });
  });

  it.each(['phone', 'desktop'] as const)('shows the tournament on a %s: banner, join links, QR code, notifications and weather', async (viewport) => {
    const page = await newPage(viewport, {
      permissions: ['geolocation', 'notifications'],
      geolocation: { latitude: 36.5725, longitude: -121.9486 },
    });
    // Listening before the page loads: on a fast run the weather request goes out before 'load'.
    const weatherRequest = page.waitForRequest((request) => request.url().includes('/api/weather'));
    await page.goto(baseUrl('/'));
    await page.getByRole('heading', { level: 1, name: 'Spring Charity Classic' }).waitFor();
    expect(await page.getByText('Happening Today').isVisible()).toBe(true);
    expect(await page.getByText('$25,000', { exact: true }).isVisible()).toBe(true);
    const donate = page.getByRole('link', { name: /Donate via PayPal/ });
    expect(await donate.getAttribute('href')).toBe('https://paypal.me/juniorgolf');
    expect(await donate.getAttribute('target')).toBe('_blank');

    expect(await page.getByRole('link', { name: 'Enter Scorecard' }).getAttribute('href')).toBe(`/tournament/${tournament.id}/team-select`);
    expect(await page.getByRole('link', { name: 'Register Foursome' }).getAttribute('href')).toBe(`/tournament/${tournament.id}/join`);
    expect(await page.getByRole('link', { name: 'TV Leaderboard' }).getAttribute('href')).toBe(`/tournament/${tournament.id}/tv`);
    expect(await page.getByRole('heading', { name: 'About This Tournament' }).isVisible()).toBe(true);

    const qr = page.getByRole('img', { name: 'QR code: open the team selection of Spring Charity Classic' });
    expect(await qr.getAttribute('data-value')).toBe(teamSelectUrl(tournament));

    expect(await page.getByRole('switch', { name: 'Leader changes' }).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('switch', { name: 'New scores' }).getAttribute('aria-checked')).toBe('false');

    expect(new URL((await weatherRequest).url()).search).toBe('?lat=36.57&lon=-121.95');
    const temperature = page.getByText(fakeWeatherShown.temperature);
    await temperature.waitFor();
    expect(await temperature.getAttribute('data-band')).toBe(fakeWeatherShown.band);
    expect(await page.getByText(fakeWeatherShown.wind).isVisible()).toBe(true);

    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: artifactPath(`home-tournament-${viewport}.png`), fullPage: true });
  });

  it('Enter Scorecard opens the team selection of that tournament', async () => {
    const page = await openHome('phone');
    await page.getByRole('link', { name: 'Enter Scorecard' }).click();
    await page.waitForURL(teamSelectUrl(tournament));
    await page.locator('[data-remote="scoring"][data-page="TeamSelectPage"]').first().waitFor({ timeout: 20_000 });
  });

  it('Copy QR Link puts the absolute team-select URL on the clipboard and says so', async () => {
    const page = await openHome('desktop', { permissions: ['clipboard-read', 'clipboard-write'] });
    await page.getByRole('button', { name: 'Copy QR Link' }).click();
    await page.getByRole('status').filter({ hasText: 'Link copied!' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(teamSelectUrl(tournament));
  });

  it('shows the organiser, once signed in, that they administer it, and the admin icon', async () => {
    const page = await openHome('desktop');
    await page.getByRole('heading', { level: 1, name: 'Spring Charity Classic' }).waitFor();
    expect(await page.getByText('You are the tournament admin').count()).toBe(0);
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
    await dialog.getByLabel('Email').fill(organiser.email);
    await dialog.getByLabel('Password', { exact: true }).fill(organiser.password);
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('You are the tournament admin').waitFor();
    await page.getByRole('button', { name: 'Tournament administration' }).waitFor();
  });
});

describe('home with several active tournaments', () => {
  let tournaments: CreatedTournament[];

  beforeAll(async () => {
    await completeActiveTournaments();
    tournaments = [
      await createActiveTournament(organiser, { name: 'Lakeside Hospice Scramble', format: 'scramble', charityName: 'Lakeside Hospice' }),
      await createActiveTournament(organiser, { name: 'Rotary Club Open', format: 'stroke-play', charityName: 'Rotary Youth Fund' }),
    ];
  });

  it.each(['phone', 'desktop'] as const)('offers a chooser on a %s', async (viewport) => {
    const page = await openHome(viewport);
    await page.getByRole('heading', { level: 1, name: 'Multiple Active Tournaments Today' }).waitFor();
    const cards = page.getByRole('main').getByRole('listitem');
    expect(await cards.count()).toBe(2);
    const hospice = cards.filter({ has: page.getByRole('heading', { name: 'Lakeside Hospice Scramble' }) });
    expect(await hospice.getByText('Active', { exact: true }).isVisible()).toBe(true);
    expect(await hospice.getByText('Pebble Beach Golf Links').isVisible()).toBe(true);
    expect(await hospice.getByText('Lakeside Hospice', { exact: true }).isVisible()).toBe(true);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: artifactPath(`home-chooser-${viewport}.png`), fullPage: true });
  });

  it('View Tournament shows the chosen one; Back to Tournament Selection (or the back button) returns', async () => {
    const page = await openHome('phone');
    await page.getByRole('button', { name: 'View Tournament: Rotary Club Open' }).click();
    await page.getByRole('heading', { level: 1, name: 'Rotary Club Open' }).waitFor();
    expect(new URL(page.url()).searchParams.get('tournament')).toBe(tournaments[1]?.id);
    await page.getByRole('button', { name: /Back to Tournament Selection/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Multiple Active Tournaments Today' }).waitFor();
    await page.getByRole('button', { name: 'View Tournament: Lakeside Hospice Scramble' }).click();
    await page.getByRole('heading', { level: 1, name: 'Lakeside Hospice Scramble' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Multiple Active Tournaments Today' }).waitFor();
  });
});
