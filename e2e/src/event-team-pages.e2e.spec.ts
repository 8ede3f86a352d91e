// The event team's pages in real Chromium against the real API: an invitation accepted on a phone lands a desk
// volunteer on Check-In (names, no e-mails), the owner's Team tab lists the team, and a revoked volunteer's open
// page says so at their next action.
import type { Page } from 'playwright-core';
import { baseUrl } from './support/base-url';
import { artifactPath, browserPerSuite } from './support/browser';
import { dismissToasts, fillSignIn, signInDialog, signInThroughDialog } from './support/sign-in-dialog';
import { asOrganiser, createActiveTournament, signUpOrganiser } from './support/tournaments-api';

interface Invitation {
  member: { id: string };
  code: string;
  link: string;
}

const shot = (page: Page, name: string) => page.screenshot({ path: artifactPath(`${name}.png`) });

describe('the event team in the browser', () => {
  const { openPage } = browserPerSuite();

  it('a desk volunteer accepts on a phone, lands on Check-In, and learns at once that their role was removed', async () => {
    const owner = await signUpOrganiser('Olive Owner');
    const volunteer = await signUpOrganiser('Dee Desk');
    const tournament = await createActiveTournament(owner, { name: `Team Day Open ${Date.now()}` });
    await asOrganiser(owner, 'POST', `/api/tournaments/${tournament.id}/teams`, {
      name: 'Sand Savers',
      players: [
        { name: 'Sam Striker', email: 'sam@example.com', handicap: 14.2, position: 1 },
        { name: 'Sid Swing', email: 'sid@example.com', handicap: 6, position: 2 },
      ],
    });
    const invitation = await asOrganiser<Invitation>(owner, 'POST', `/api/tournaments/${tournament.id}/event-team/invites`, { role: 'check-in' });
    expect(new URL(invitation.link).pathname).toBe(`/event-invite/${invitation.code}`);
    await asOrganiser(owner, 'POST', `/api/tournaments/${tournament.id}/event-team/invites`, { role: 'scorer', email: 'ivy@example.com' });

    const phone = await openPage('phone');
    await phone.goto(baseUrl(`/event-invite/${encodeURIComponent(invitation.code)}`));
    await phone.getByRole('heading', { name: tournament.name }).waitFor();
    await phone.getByText('Check-in desk').waitFor();
    await shot(phone, 'event-invite-phone');
    await phone.locator('[data-page="EventInvitePage"]').getByRole('button', { name: 'Sign In' }).click();
    await fillSignIn(phone, volunteer);
    await signInDialog(phone).getByRole('button', { name: 'Sign In' }).click();
    await signInDialog(phone).waitFor({ state: 'detached' });
    const accept = phone.getByRole('button', { name: 'Accept' });
    expect(await accept.evaluate((button) => button.getBoundingClientRect().height)).toBeGreaterThanOrEqual(44);
    await accept.click();
    await phone.waitForURL((url) => url.pathname === '/admin' && url.searchParams.get('tournament') === tournament.id);

    const administration = phone.getByRole('dialog', { name: 'Tournament Administration' });
    const tabs = administration.getByRole('tablist', { name: 'Manage' });
    await tabs.waitFor();
    // The desk lands on Check-In; its Auction tab holds only the bidders, where guests get their numbers.
    expect(await tabs.getByRole('tab').allTextContents()).toEqual(['Check-In', 'Auction']);
    expect(await tabs.getByRole('tab', { selected: true }).textContent()).toBe('Check-In');
    await administration.getByText('Sam Striker').waitFor();
    expect(await administration.getByText('sam@example.com').count()).toBe(0);
    await dismissToasts(phone);
    await shot(phone, 'event-team-desk-volunteer-phone');

    const desktop = await openPage('desktop');
    await desktop.goto(baseUrl(`/admin?tournament=${tournament.id}`));
    await signInThroughDialog(desktop, owner);
    await signInDialog(desktop).waitFor({ state: 'detached' });
    const ownerDialog = desktop.getByRole('dialog', { name: 'Tournament Administration' });
    await ownerDialog.getByRole('tab', { name: 'Event Team' }).click();
    const members = ownerDialog.getByRole('list', { name: 'Team members' });
    await members.getByText('Dee Desk').waitFor();
    await members.getByText('ivy@example.com').waitFor();
    await dismissToasts(desktop);
    await shot(desktop, 'event-team-tab-desktop');
    await desktop.setViewportSize({ width: 390, height: 844 });
    await shot(desktop, 'event-team-tab-phone');
    await desktop.setViewportSize({ width: 1440, height: 900 });

    await ownerDialog.getByRole('button', { name: 'Revoke Dee Desk' }).click();
    await desktop.getByRole('dialog', { name: 'Revoke Dee Desk?' }).getByRole('button', { name: 'Revoke' }).click();
    await members.locator('li', { hasText: 'Dee Desk' }).getByText('Revoked').waitFor();

    // The volunteer's open page: the live change (or, failing that, their next request) says the role is gone.
    const removed = phone.getByText('Your role on this event was removed by the organiser.');
    await Promise.race([removed.waitFor({ timeout: 5000 }), phone.getByRole('button', { name: 'Check in Sam Striker' }).click()]).catch(() => undefined);
    await removed.waitFor();
    expect(await phone.getByRole('button', { name: /^Check in / }).count()).toBe(0);
    await dismissToasts(phone);
    await shot(phone, 'event-team-revoked-phone');
  });
});
