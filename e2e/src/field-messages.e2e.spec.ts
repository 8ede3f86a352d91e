// Messages to the field in real Chromium against the real API (issue 36): the organiser writes to one team from
// the Messages tab (preview, then send); a player of that team with the scorecard open sees the banner pushed
// through the live stream, a player of another team does not.
import type { Page } from 'playwright-core';
import { screenshotDialog } from './support/administration-dialog';
import { baseUrl } from './support/base-url';
import { artifactPath, browserPerSuite } from './support/browser';
import { waitForRemotePage } from './support/pages';
import { shownWithin, pushedWithinMs } from './support/shown-within';
import { dismissToasts, newPlayer, signInDialog, signInThroughDialog, signUpThroughDialog } from './support/sign-in-dialog';
import { asOrganiser, createActiveTournament, signUpOrganiser } from './support/tournaments-api';

/** A player signs up on a phone, makes a foursome and lands on its scorecard. */
async function captainOnScorecard(phone: Page, tournamentId: string, name: string, team: string): Promise<void> {
  await phone.goto(baseUrl(`/tournament/${tournamentId}/join`));
  await waitForRemotePage(phone, 'scoring', 'JoinPage');
  await signUpThroughDialog(phone, newPlayer(name));
  await signInDialog(phone).waitFor({ state: 'detached' });
  await phone.getByLabel('Team Name').fill(team);
  await phone.getByRole('button', { name: 'Create Foursome' }).click();
  await phone.getByRole('button', { name: 'Save', exact: true }).click();
  await phone.waitForURL(/\/scorecard\?tournamentId=.*&teamId=/);
  await waitForRemotePage(phone, 'scoring', 'ScorecardPage');
  await phone.getByRole('heading', { name: team }).waitFor({ timeout: 20_000 });
}

const bannerOf = (page: Page) => page.getByRole('status', { name: 'Message from the organisers' });

describe('messages to the field', () => {
  const { openPage } = browserPerSuite();

  it('the organiser writes to one team: its player sees the banner at once, another team’s does not', async () => {
    const organiser = await signUpOrganiser();
    const tournament = await createActiveTournament(organiser, { name: 'Message Day Open' });
    const eagle = await openPage('phone');
    await captainOnScorecard(eagle, tournament.id, 'Ella Eagle', 'The Eagles');
    const birdie = await openPage('phone');
    await captainOnScorecard(birdie, tournament.id, 'Ben Birdie', 'Birdie Hunters');

    const admin = await openPage('desktop');
    await admin.goto(baseUrl('/admin'));
    await signInThroughDialog(admin, organiser);
    await signInDialog(admin).waitFor({ state: 'detached' });
    await admin.getByRole('button', { name: `Manage ${tournament.name}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Tournament Administration' });
    await dialog.getByRole('tab', { name: 'Messages', exact: true }).click();
    const compose = dialog.getByRole('form', { name: 'Message to the field' });
    await compose.getByLabel('To').selectOption({ label: 'One team' });
    await compose.getByLabel('Team').selectOption({ label: 'The Eagles' });
    await compose.getByLabel('Subject').fill('Your cart is at hole 7');
    await compose.getByLabel('Message').fill('Drive out by 8:50. Lunch is in the clubhouse after the round.');
    await compose.getByRole('button', { name: 'Preview' }).click();
    const preview = dialog.getByRole('figure', { name: 'Preview of the e-mail' });
    await preview.getByText(/^Goes to 1 player/).waitFor();
    const frame = admin.frameLocator('iframe[title="The e-mail as players see it"]');
    // The e-mail's hidden preheader says it first: the body as the reader sees it.
    await frame.locator('p:visible', { hasText: 'Drive out by 8:50' }).first().waitFor();
    await screenshotDialog(admin, 'field-messages-preview-desktop');
    await preview.screenshot({ path: artifactPath('field-messages-preview-email-desktop.png') });

    await compose.getByRole('button', { name: 'Send' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Send this message?' });
    const since = Date.now();
    await confirm.getByRole('button', { name: 'Send' }).click();
    const took = await shownWithin(since, bannerOf(eagle).getByRole('heading', { name: 'Your cart is at hole 7' }).waitFor({ timeout: 10_000 }));
    expect(took).toBeLessThan(pushedWithinMs);
    await bannerOf(eagle).getByText('From the organisers').waitFor();
    await eagle.evaluate(() => window.scrollTo(0, 0));
    await eagle.screenshot({ path: artifactPath('field-messages-banner-phone.png') });

    // The other team's card was told too (the stream is public) and asked: nothing for its player.
    await birdie.waitForTimeout(1_500);
    expect(await bannerOf(birdie).count()).toBe(0);

    // The history lists it, to The Eagles, by the organiser; its recipients open under it.
    const row = dialog.getByRole('row').filter({ hasText: 'Your cart is at hole 7' });
    await row.getByText(/To The Eagles/).waitFor();
    await row.getByRole('button', { name: 'Recipients' }).click();
    await dialog.getByRole('list', { name: 'Recipients of Your cart is at hole 7' }).getByText('Ella Eagle').waitFor();
    await dismissToasts(admin);
    await screenshotDialog(admin, 'field-messages-history-desktop');

    // Dismissed on the phone, it stays dismissed after a reload.
    await bannerOf(eagle).getByRole('button', { name: 'Dismiss the message' }).click();
    await eagle.reload();
    await waitForRemotePage(eagle, 'scoring', 'ScorecardPage');
    await eagle.getByRole('heading', { name: 'The Eagles' }).waitFor({ timeout: 20_000 });
    await eagle.waitForTimeout(1_000);
    expect(await bannerOf(eagle).count()).toBe(0);
  }, 180_000);

  it('the Messages tab on a phone', async () => {
    const organiser = await signUpOrganiser();
    const tournament = await createActiveTournament(organiser, { name: 'Phone Messages Open' });
    await captainOnScorecard(await openPage('phone'), tournament.id, 'Pia Putter', 'Putt Masters');
    await asOrganiser(organiser, 'POST', `/api/tournaments/${tournament.id}/messages`, {
      audience: { kind: 'all' },
      subject: 'Shotgun start moved to 9:30 because of frost on the greens',
      body: 'Be at your cart by 9:15.',
    });
    const admin = await openPage('phone');
    await admin.goto(baseUrl('/admin'));
    await signInThroughDialog(admin, organiser);
    await signInDialog(admin).waitFor({ state: 'detached' });
    await admin.getByRole('button', { name: `Manage ${tournament.name}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Tournament Administration' });
    await dialog.getByRole('tab', { name: 'Messages', exact: true }).click();
    await dialog.getByRole('form', { name: 'Reminder' }).waitFor();
    await dialog.getByRole('button', { name: 'Recipients' }).click();
    await dialog
      .getByRole('list', { name: /^Recipients of / })
      .getByText('Pia Putter')
      .waitFor();
    await screenshotDialog(admin, 'field-messages-tab-phone');
    await dialog.getByRole('heading', { name: 'Sent' }).scrollIntoViewIfNeeded();
    await admin.screenshot({ path: artifactPath('field-messages-history-phone.png') });
  }, 120_000);
});
