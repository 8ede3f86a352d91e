import type { Page } from 'playwright-core';
import { baseUrl } from './support/base-url';
import { browserPerSuite } from './support/browser';
import { seriousAxeViolations } from './support/serious-axe-violations';
import { accountMenuButton, signInThroughDialog, toastText } from './support/sign-in-dialog';
import { completeActiveTournaments, createActiveTournament, signUpOrganiser } from './support/tournaments-api';

const hasHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('navigation on every page', () => {
  const { openPage } = browserPerSuite();

  it('shows the bottom tab bar on a phone and the top links on a desktop', async () => {
    const phone = await openPage('phone');
    await phone.goto(baseUrl('/leaderboard'));
    const tabs = phone.getByRole('navigation', { name: 'Sections' });
    // The shell renders once the page's remote is in (or 600 ms have passed), after the load event.
    await tabs.waitFor({ timeout: 20_000 });
    expect(await tabs.isVisible()).toBe(true);
    expect(await phone.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leaderboard' }).isVisible()).toBe(false);
    await tabs.getByRole('link', { name: 'Tournaments' }).click();
    await phone.waitForURL(baseUrl('/tournaments'));
    expect(await hasHorizontalScroll(phone)).toBe(false);
    await phone.context().close();

    const desktop = await openPage('desktop');
    await desktop.goto(baseUrl('/'));
    await desktop.getByRole('navigation', { name: 'Main' }).waitFor({ timeout: 20_000 });
    expect(await desktop.getByRole('navigation', { name: 'Sections' }).isVisible()).toBe(false);
    await desktop.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Scorecard' }).click();
    await desktop.waitForURL(baseUrl('/scorecard'));
    await desktop.getByRole('link', { name: 'Fairway Fund home' }).click();
    await desktop.waitForURL(baseUrl('/'));
  });

  it('answers an unknown address with the 404 page and a way home, with no serious accessibility problems', async () => {
    const page = await openPage('phone');
    await page.goto(baseUrl('/no-such-hole'));
    await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
    expect(await page.title()).toBe('404 Page Not Found · Fairway Fund');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL(baseUrl('/'));
  });

  it('shows the admin icon only to the admin of the tournament on the page, and opens Tournament Administration', async () => {
    const organiser = await signUpOrganiser('Olive Organiser');
    await completeActiveTournaments();
    await createActiveTournament(organiser, { name: 'Admin Icon Charity Classic' });
    const page = await openPage('phone');
    await page.goto(baseUrl('/'));
    await page.getByText('Admin Icon Charity Classic').first().waitFor({ timeout: 20_000 });
    const adminIcon = page.getByRole('button', { name: 'Tournament administration' });
    expect(await adminIcon.count()).toBe(0);

    await signInThroughDialog(page, organiser);
    await toastText(page, 'Welcome back!');
    await accountMenuButton(page).waitFor();
    await adminIcon.waitFor({ timeout: 20_000 });
    expect(await hasHorizontalScroll(page)).toBe(false);
    await adminIcon.click();
    // mfe-admin's dialog, handed this tournament's id (the handing over is checked in top-nav.spec.tsx).
    await page.getByRole('dialog', { name: 'Tournament Administration' }).waitFor({ timeout: 20_000 });

    // Another page does not claim the user administers anything: the icon goes.
    await page.keyboard.press('Escape');
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Leaderboard' }).click();
    await page.waitForURL(baseUrl('/leaderboard'));
    await adminIcon.waitFor({ state: 'detached' });
  });
});
