// An organiser's first steps in real Chromium against the real API and Auth emulator.
import type { Page } from 'playwright-core';
import { baseUrl } from './support/base-url';
import { browserPerSuite } from './support/browser';
import { seriousAxeViolations } from './support/serious-axe-violations';
import { newPlayer, signInDialog, signInThroughDialog, signUpThroughDialog, toastText } from './support/sign-in-dialog';
import { chooseCourse, fillToday } from './support/tournament-form';
import { createActiveTournament, signUpOrganiser } from './support/tournaments-api';

describe('an organiser creates a tournament from the Tournaments page', () => {
  const suite = browserPerSuite();
  let page: Page;

  async function openPage(size: 'phone' | 'desktop') {
    page = await suite.openPage(size);
  }

  it.each(['phone', 'desktop'] as const)('fills the Create Tournament dialog, meets its messages, and finds the new event listed (%s)', async (size) => {
    await openPage(size);
    await page.goto(baseUrl('/'));
    await signUpThroughDialog(page, newPlayer('Olive Organiser'));
    await signInDialog(page).waitFor({ state: 'detached' });
    await page.goto(baseUrl('/tournaments?create=1'));
    const dialog = page.getByRole('dialog', { name: 'Create Tournament' });
    await dialog.getByLabel('Tournament Name').waitFor();
    expect(await seriousAxeViolations(page, { within: '.ant-modal' })).toEqual([]);

    await dialog.getByRole('button', { name: 'Create Tournament' }).click();
    for (const message of ['Tournament name is required', 'Tournament date is required', 'Course is required', 'Charity name is required']) {
      await dialog.getByText(message).waitFor();
    }

    const name = `Olive's ${size} Classic`;
    await dialog.getByLabel('Tournament Name').fill(name);
    // The course first: its time zone decides which dates are past.
    await chooseCourse(dialog.getByLabel('Golf Course'), 'Pebble');
    await fillToday(dialog.getByLabel('Tournament Date'));
    await dialog.getByLabel('Charity Name').fill('Junior Golf Foundation');
    await dialog.getByLabel('Charity PayPal Link (optional)').fill('paypal.me/juniors');
    await dialog.getByRole('button', { name: 'Create Tournament' }).click();
    await dialog.getByText('Invalid Link Format: Please enter a valid URL starting with http:// or https://').waitFor();
    await dialog.getByLabel('Charity PayPal Link (optional)').fill('https://paypal.me/juniors');
    await dialog.getByRole('button', { name: 'Create Tournament' }).click();

    expect(await toastText(page, 'Tournament Created!')).toContain('You are now the admin.');
    await dialog.waitFor({ state: 'hidden' });
    const active = page.getByRole('region', { name: 'Active Tournaments' });
    await active.getByText(name).waitFor();
    expect(await active.getByText(name).locator('xpath=ancestor::section[1]').innerText()).toContain('Pebble Beach Golf Links');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('asks a visitor to sign in first, since signing in is what makes them the admin', async () => {
    await openPage('phone');
    await page.goto(baseUrl('/tournaments?create=1'));
    const dialog = page.getByRole('dialog', { name: 'Sign In Required' });
    await dialog.getByText(/identifies you as the tournament administrator/).waitFor();
    // The page settles first (the remote's chunks and the visitor's auth state): a busy machine can still be
    // rendering the dialog's first frame when it becomes visible.
    await page.waitForLoadState('networkidle');
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await signInDialog(page).waitFor();
  });

  it('manages the event from /admin: renames it and records money raised; another organiser sees none of it', async () => {
    const [organiser, rival] = await Promise.all([signUpOrganiser('Olive Organiser'), signUpOrganiser('Rita Rival')]);
    const tournament = await createActiveTournament(organiser, { name: 'Olive Admin Open', charityGoal: 5000 });
    await openPage('desktop');
    await page.goto(baseUrl('/admin'));
    await signInThroughDialog(page, organiser);
    await signInDialog(page).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Manage Olive Admin Open' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tournament Administration' });
    await dialog.getByRole('button', { name: 'Edit Tournament' }).click();
    await dialog.getByLabel('Tournament Name').fill('Olive Admin Open 2026');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toastText(page, 'Tournament Updated');
    await dialog.getByRole('button', { name: 'Edit Tournament' }).waitFor();

    await dialog.getByRole('tab', { name: 'Charity' }).click();
    await dialog.getByLabel('Amount Raised ($)').fill('2600.50');
    await dialog.getByRole('button', { name: 'Save' }).nth(1).click();
    expect(await toastText(page, 'Charity raised amount updated successfully!')).toContain('Milestone reached: $2,500 raised!');
    expect(await seriousAxeViolations(page, { within: '.ant-modal' })).toEqual([]);

    const saved = (await (await fetch(baseUrl(`/api/tournaments/${tournament.id}`))).json()) as { name: string; charityRaised: number };
    expect(saved).toMatchObject({ name: 'Olive Admin Open 2026', charityRaised: 2600.5 });

    await page.context().close();
    await openPage('phone');
    await page.goto(baseUrl('/admin'));
    await signInThroughDialog(page, rival);
    await page.getByText('You do not run any tournament yet.').waitFor();
    expect(await page.getByText('Olive Admin Open 2026').count()).toBe(0);
    const refused = await fetch(baseUrl(`/api/tournaments/${tournament.id}`), {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${rival.idToken}` },
      body: JSON.stringify({ name: 'Taken over' }),
    });
    expect(refused.status).toBe(403);
  });
});
