// The shared widgets of libs/ui as a player meets them on the home page of an active tournament: the weather
// card (from the fake upstream the suite's API is pointed at) and the notifications card.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { baseUrl } from './support/base-url';
import { launchBrowser, viewports } from './support/browser';
import { fakeWeatherShown } from './support/fake-weather-upstream';
import { createActiveTournament, type CreatedTournament, signUpOrganiser } from './support/tournaments-api';

let browser: Browser;
let tournament: CreatedTournament;
const contexts: BrowserContext[] = [];

async function openTournamentHome(options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: viewports.phone, ...options });
  contexts.push(context);
  const page = await context.newPage();
  // The query picks this tournament even when other tests left more than one active.
  await page.goto(baseUrl(`/?tournament=${tournament.id}`));
  await page.getByRole('heading', { level: 1, name: tournament.name }).waitFor();
  return page;
}

beforeAll(async () => {
  browser = await launchBrowser();
  tournament = await createActiveTournament(await signUpOrganiser(), { name: 'Widgets Invitational' });
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

afterAll(async () => {
  await browser?.close();
});

describe('weather card', () => {
  it('falls back to the default location, with a warning, when the location is refused', async () => {
    const context = await browser.newContext({ viewport: viewports.phone });
    contexts.push(context);
    const page = await context.newPage();
    const weatherRequest = page.waitForRequest((request) => request.url().includes('/api/weather'));
    await page.goto(baseUrl(`/?tournament=${tournament.id}`));
    expect(new URL((await weatherRequest).url()).search).toBe('');
    await page.getByText('Location access denied: showing weather for the default location').waitFor();
    await page.getByText(fakeWeatherShown.temperature).waitFor();
    expect(await page.getByText(fakeWeatherShown.description).isVisible()).toBe(true);
  });

  it('spins the wind icon in a wind over 5 mph, unless the viewer asks for reduced motion', async () => {
    const page = await openTournamentHome({ permissions: ['geolocation'], geolocation: { latitude: 40.0, longitude: -75.0 } });
    const wind = page.locator('[data-spinning]').filter({ hasText: fakeWeatherShown.wind });
    await wind.waitFor();
    expect(await wind.getAttribute('data-spinning')).toBe('true');
    const animation = () => wind.locator('svg').evaluate((icon) => getComputedStyle(icon).animationName);
    expect(await animation()).not.toBe('none');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await animation()).toBe('none');
  });
});

describe('notifications card', () => {
  it('offers to enable notifications, and explains how to unblock them when the browser refuses', async () => {
    const page = await openTournamentHome();
    expect(await page.evaluate(() => Notification.permission)).toBe('default');
    // Headless Chromium answers the permission prompt with "denied" at once.
    await page.getByRole('button', { name: 'Enable Notifications' }).click();
    await page.getByText(/Notifications are blocked for this site/).waitFor();
    expect(await page.getByRole('button', { name: 'Enable Notifications' }).count()).toBe(0);
  });

  it('keeps the switches across visits and shows a tagged test notification', async () => {
    const page = await openTournamentHome({ permissions: ['notifications'] });
    await page.addInitScript(() => {
      const shown: Array<{ title: string; tag?: string }> = [];
      const Original = window.Notification;
      class Recording extends Original {
        constructor(title: string, options?: NotificationOptions) {
          super(title, options);
          shown.push({ title, tag: options?.tag });
        }
      }
      Object.defineProperty(window, 'Notification', { value: Recording, configurable: true });
      Object.assign(window, { shownNotifications: shown });
    });
    const newScores = page.getByRole('switch', { name: 'New scores' });
    expect(await newScores.getAttribute('aria-checked')).toBe('false');
    await newScores.click();
    await page.reload();
    expect(await page.getByRole('switch', { name: 'New scores' }).getAttribute('aria-checked')).toBe('true');
    await page.getByRole('button', { name: 'Test new scores notification' }).click();
    await page.waitForFunction(() => (window as unknown as { shownNotifications: unknown[] }).shownNotifications.length === 1);
    expect(await page.evaluate(() => (window as unknown as { shownNotifications: unknown[] }).shownNotifications)).toEqual([
      { title: 'Score update', tag: 'Fairway Fund-new_score' },
    ]);
  });
});
