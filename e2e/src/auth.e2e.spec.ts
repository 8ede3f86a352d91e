import type { Page, Request } from 'playwright-core';
import { baseUrl } from './support/base-url';
import { browserPerSuite } from './support/browser';
import { seriousAxeViolations } from './support/serious-axe-violations';
import {
  accountMenuButton,
  fillSignIn,
  newPlayer,
  openSignIn,
  signInDialog,
  signInThroughDialog,
  signUpThroughDialog,
  toastText,
} from './support/sign-in-dialog';
import { signUpOrganiser } from './support/tournaments-api';
import { verificationLinkFor } from './support/verification-mail';

describe('signing in, as a player meets it (real Chromium, real Auth emulator)', () => {
  const { openPage } = browserPerSuite();
  let page: Page;

  beforeEach(async () => {
    page = await openPage('phone');
  });

  it('creates an account, shows the name in the user menu, keeps it across a reload, logs out and signs back in', async () => {
    const player = newPlayer('Grace Hopper');
    const apiRequests: Request[] = [];
    page.on('request', (request) => new URL(request.url()).pathname.startsWith('/api/') && apiRequests.push(request));
    await page.goto(baseUrl('/'));

    await signUpThroughDialog(page, player);
    expect(await toastText(page, 'Account created!')).toContain('Account created!');
    await signInDialog(page).waitFor({ state: 'detached' });
    await accountMenuButton(page).click();
    const header = page.getByRole('banner');
    await header.getByText('Grace Hopper', { exact: true }).waitFor();
    await header.getByText(player.email, { exact: true }).waitFor();

    // The session survives a new page load, and the player's own reads carry the ID token (Admin lists the
    // tournaments the player runs; the public reads a page starts from its HTML go without one).
    apiRequests.length = 0;
    await page.goto(baseUrl('/admin'));
    await accountMenuButton(page).waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    const withToken = apiRequests.filter((request) => /^Bearer .+/.test(request.headers()['authorization'] ?? ''));
    expect(withToken.length).toBeGreaterThan(0);
    await page.goto(baseUrl('/'));

    await accountMenuButton(page).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(await accountMenuButton(page).count()).toBe(0);

    await signInThroughDialog(page, player);
    expect(await toastText(page, 'Welcome back!')).toContain('Successfully signed in to your account.');
    await accountMenuButton(page).waitFor();
    expect(await accountMenuButton(page).innerText()).toContain('G');
  });

  it('renews an expired ID token through the identity path, and the API takes the renewed one', async () => {
    const player = newPlayer('Rene Renew');
    await page.goto(baseUrl('/'));
    await signUpThroughDialog(page, player);
    await accountMenuButton(page).waitFor();
    await page.waitForLoadState('networkidle');
    // The Firebase client renews its ID token when it believes it expired: the next page it loads believes so
    // (set before any of its scripts run, so the client of this page cannot write its own record back).
    await page.addInitScript(() => {
      if (sessionStorage.getItem('token-expired-once')) return;
      sessionStorage.setItem('token-expired-once', '1');
      for (const key of Object.keys(localStorage).filter((name) => name.startsWith('firebase:authUser:'))) {
        const stored = JSON.parse(localStorage.getItem(key) ?? '{}');
        stored.stsTokenManager.expirationTime = 0;
        localStorage.setItem(key, JSON.stringify(stored));
      }
    });
    const renewals: number[] = [];
    const refused: string[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname === '/securetoken.googleapis.com/v1/token') renewals.push(response.status());
      if (pathname.startsWith('/api/') && response.status() === 401) refused.push(pathname);
    });
    await page.goto(baseUrl('/admin'));
    await accountMenuButton(page).waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    expect(renewals).toEqual([200]);
    expect(refused).toEqual([]);
  });

  it('signs out everywhere: the other device is signed out at its next load, and its old session refused', async () => {
    const player = newPlayer('Evie Everywhere');
    await page.goto(baseUrl('/'));
    await signUpThroughDialog(page, player);
    await accountMenuButton(page).waitFor();
    const laptop = await openPage('desktop');
    await laptop.goto(baseUrl('/'));
    await signInThroughDialog(laptop, player);
    await accountMenuButton(laptop).waitFor();
    // A session begun in the very second of the sign-out survives it (as with Firebase): sign out a second later.
    await new Promise((resolve) => setTimeout(resolve, 1_100));

    await accountMenuButton(page).click();
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).waitFor();

    await laptop.reload();
    await laptop.getByRole('banner').getByRole('button', { name: 'Sign In' }).waitFor({ timeout: 20_000 });
    expect(await accountMenuButton(laptop).count()).toBe(0);
    // Signing in again starts a new session that works.
    await signInThroughDialog(laptop, player);
    await accountMenuButton(laptop).waitFor();
  });

  it('says Authentication Error with a readable message for a wrong password, and keeps the dialog open', async () => {
    const organiser = await signUpOrganiser('Wanda Wrong');
    await page.goto(baseUrl('/'));
    await signInThroughDialog(page, { email: organiser.email, password: 'not-my-password' });
    const toast = await toastText(page, 'Authentication Error');
    expect(toast).toContain('Incorrect email or password.');
    // Shown inside the modal dialog, so above its backdrop rather than behind it.
    expect(await signInDialog(page).getByText('Authentication Error', { exact: true }).isVisible()).toBe(true);
    expect(await signInDialog(page).getByLabel('Email').inputValue()).toBe(organiser.email);
    expect(await accountMenuButton(page).count()).toBe(0);
  });

  it('checks the form before calling anyone', async () => {
    await page.goto(baseUrl('/'));
    await openSignIn(page);
    const dialog = signInDialog(page);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await dialog.getByText('Email is required').waitFor();
    await dialog.getByText('Password is required').waitFor();
    await fillSignIn(page, { email: 'pat@', password: '123' });
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await dialog.getByText('Please enter a valid email address').waitFor();
    await dialog.getByText('Password must be at least 6 characters long').waitFor();
    await dialog.getByRole('button', { name: 'Sign up' }).click();
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await dialog.getByText('Full name is required').waitFor();
  });

  it('shows Google Sign-In Error when Google cannot be reached (no internet in this setup)', async () => {
    await page.context().route('https://apis.google.com/**', (route) => route.abort('internetdisconnected'));
    await page.goto(baseUrl('/'));
    await openSignIn(page);
    await signInDialog(page).getByRole('button', { name: 'Continue with Google' }).click();
    const toast = await toastText(page, 'Google Sign-In Error');
    expect(toast).toContain('Failed to sign in with Google.');
    expect(await signInDialog(page).isVisible()).toBe(true);
  });

  it('closes on Escape and gives focus back to Sign In; shows and hides the password', async () => {
    await page.goto(baseUrl('/'));
    await openSignIn(page);
    const password = signInDialog(page).getByLabel('Password', { exact: true });
    await password.fill('secret');
    await signInDialog(page).getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.keyboard.press('Escape');
    await signInDialog(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Sign In');
    await openSignIn(page);
    expect(await signInDialog(page).getByLabel('Password', { exact: true }).inputValue()).toBe('');
  });

  it('sends a verification e-mail on sign-up, and stops asking once its link is opened', async () => {
    const player = newPlayer('Vera Verify');
    await page.goto(baseUrl('/'));
    await signUpThroughDialog(page, player);
    await signInDialog(page).waitFor({ state: 'detached' });
    await accountMenuButton(page).click();
    await page.getByRole('note').getByText('Verify your e-mail').waitFor();
    const opened = await fetch(await verificationLinkFor(player.email));
    expect(opened.ok).toBe(true);
    await page.getByRole('button', { name: 'I have verified it' }).click();
    expect(await toastText(page, 'E-mail verified')).toContain('E-mail verified');
    await page.getByRole('note').waitFor({ state: 'detached' });
  });

  it.each(['phone', 'desktop'] as const)('has no serious accessibility problems with the dialog or the user menu open (%s)', async (size) => {
    await page.context().close();
    page = await openPage(size);
    await page.goto(baseUrl('/scorecard'));
    await openSignIn(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await signInDialog(page).getByRole('button', { name: 'Sign up' }).click();
    await signInDialog(page).getByRole('button', { name: 'Create Account' }).click();
    await signInDialog(page).getByText('Full name is required').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await signUpThroughDialog(page, newPlayer(`Axel ${size}`));
    await accountMenuButton(page).click();
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
