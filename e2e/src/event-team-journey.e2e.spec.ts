// The event team's day in real Chromium against the real API, as issue 33 tells it: the owner (desktop) invites a
// co-organiser by e-mail and two desk volunteers by shared links; they accept on their phones; each desk sells
// mulligans for cash from Check-In; the close-out shows each person's total; one desk is revoked and their next
// sale is refused; the co-organiser edits the field; the owner clones the event for next year and invites last
// year's players.
import type { Locator, Page } from 'playwright-core';
import { baseUrl } from './support/base-url';
import { artifactPath, browserPerSuite } from './support/browser';
import { productRows } from './support/product-database';
import { dismissToasts, fillSignIn, signInDialog, signInThroughDialog } from './support/sign-in-dialog';
import { asOrganiser, createActiveTournament, type Organiser, signUpOrganiser } from './support/tournaments-api';
import { verificationLinkFor } from './support/verification-mail';

const shot = async (page: Page, name: string) => {
  await dismissToasts(page);
  await page.screenshot({ path: artifactPath(`event-team-journey-${name}.png`) });
};

/** The owner's Invite dialog: the role, by e-mail or a link; answers the invitation's link as shown once. */
async function invite(owner: Page, team: Locator, role: string, email?: string): Promise<string> {
  await team.getByRole('button', { name: 'Invite', exact: true }).click();
  const form = owner.getByRole('dialog', { name: 'Invite to the event team' });
  await form.getByLabel('Role').selectOption({ label: role });
  if (email) {
    await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await form.getByRole('button', { name: 'Send invitation' }).click();
  } else {
    await form.getByRole('radio', { name: 'Share a link' }).check();
    await form.getByRole('button', { name: 'Make link' }).click();
  }
  const shown = owner.getByRole('group', { name: 'Invitation link' });
  const link = await shown.locator('code').innerText();
  await owner.getByRole('dialog', { name: 'Invitation ready' }).getByRole('button', { name: 'Done' }).click();
  return link;
}

/** The invitation e-mail waiting in the outbox (the suite's stack has no SMTP server), its link as the mail gives it. */
async function mailedInvitePath(recipient: string): Promise<string> {
  const rows = await productRows<{ data: { invitePath: string } }>(
    `SELECT data FROM mail_outbox WHERE recipient = $1 AND template = 'event-invite' ORDER BY created_at DESC`,
    [recipient],
  );
  if (!rows[0]) throw new Error(`no event-invite mail for ${recipient}`);
  return rows[0].data.invitePath;
}

/** The account's address verified as its verification e-mail's link does (the Auth emulator keeps the mail). */
async function verifyEmail(account: Organiser): Promise<void> {
  const identity = (method: string, body: object) =>
    fetch(baseUrl(`/identitytoolkit.googleapis.com/v1/accounts:${method}?key=fake-api-key`), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  await identity('sendOobCode', { requestType: 'VERIFY_EMAIL', idToken: account.idToken });
  const response = await fetch(await verificationLinkFor(account.email));
  if (!response.ok) throw new Error(`verification link failed: ${response.status}`);
}

/** On a phone: opens the invitation's link, signs in as the invitee, accepts, and lands on the role's page. */
async function acceptOnPhone(phone: Page, link: string, account: Organiser, name: string): Promise<void> {
  await phone.goto(baseUrl(new URL(link, baseUrl('/')).pathname));
  await phone.locator('[data-page="EventInvitePage"]').getByRole('button', { name: 'Sign In' }).click();
  await fillSignIn(phone, account);
  await signInDialog(phone).getByRole('button', { name: 'Sign In' }).click();
  await signInDialog(phone).waitFor({ state: 'detached' });
  const accept = phone.getByRole('button', { name: 'Accept' });
  await accept.waitFor();
  await shot(phone, `${name}-invitation-phone`);
  await accept.click();
  await phone.getByRole('dialog', { name: 'Tournament Administration' }).getByRole('tablist', { name: 'Manage' }).waitFor();
}

/** A desk's sale at Check-In on their phone: + per mulligan, cash, Sell. */
async function sellMulligans(phone: Page, team: string, count: number): Promise<void> {
  const sales = phone.getByRole('group', { name: `Add-ons for ${team}` });
  for (let i = 0; i < count; i += 1) await sales.getByRole('button', { name: `One Mulligan more for ${team}` }).click();
  const method = sales.getByLabel(`Method for ${team}`);
  expect(await method.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe('Cash');
  await sales.getByRole('button', { name: `Sell for $${count * 10}.00` }).click();
}

describe("the event team's day", () => {
  const { openPage } = browserPerSuite();

  it('owner, co-organiser and two desks: invited, accepted on phones, each desk’s cash their own, one revoked, the event cloned and last year’s players invited', async () => {
    const [owner, cora, dee, sam] = await Promise.all([
      signUpOrganiser('Olive Owner'),
      signUpOrganiser('Cora Chair'),
      signUpOrganiser('Dee Desk'),
      signUpOrganiser('Sam Seller'),
    ]);
    await verifyEmail(cora);
    const name = `Team Journey Open ${Date.now()}`;
    const tournament = await createActiveTournament(owner, { name });
    const base = `/api/tournaments/${tournament.id}`;
    await asOrganiser(owner, 'POST', `${base}/add-ons`, { kind: 'mulligan', name: 'Mulligan', price: 10 });
    for (const [team, players] of [
      ['Sand Savers', ['Ann Lee', 'Bo Park']],
      ['Birdie Hunters', ['Cy Ross', 'Di Moon']],
    ] as const) {
      await asOrganiser(owner, 'POST', `${base}/teams`, {
        name: team,
        players: players.map((player, index) => ({
          name: player,
          email: `${player.split(' ')[0]!.toLowerCase()}@example.com`,
          handicap: 12,
          position: index + 1,
        })),
      });
    }

    // The owner, at a desk, invites the team from the Event Team tab.
    const desktop = await openPage('desktop');
    await desktop.goto(baseUrl(`/admin?tournament=${tournament.id}`));
    await signInThroughDialog(desktop, owner);
    await signInDialog(desktop).waitFor({ state: 'detached' });
    const ownerDialog = desktop.getByRole('dialog', { name: 'Tournament Administration' });
    await ownerDialog.getByRole('tab', { name: 'Event Team' }).click();
    await invite(desktop, ownerDialog, 'Co-organiser', cora.email);
    const deeLink = await invite(desktop, ownerDialog, 'Check-in desk');
    const samLink = await invite(desktop, ownerDialog, 'Check-in desk');
    const members = ownerDialog.getByRole('list', { name: 'Team members' });
    await members.getByText(cora.email).waitFor();
    await shot(desktop, 'owner-invited-desktop');

    // They accept on their phones: the co-organiser from her e-mail, the desks from the shared links.
    const coraPhone = await openPage('phone');
    await acceptOnPhone(coraPhone, await mailedInvitePath(cora.email), cora, 'co-organiser');
    const deePhone = await openPage('phone');
    await acceptOnPhone(deePhone, deeLink, dee, 'dee');
    const samPhone = await openPage('phone');
    await acceptOnPhone(samPhone, samLink, sam, 'sam');
    for (const phone of [deePhone, samPhone]) {
      const tabs = phone.getByRole('tablist', { name: 'Manage' });
      expect(await tabs.getByRole('tab').allTextContents()).toEqual(['Check-In', 'Auction']);
      expect(await tabs.getByRole('tab', { selected: true }).textContent()).toBe('Check-In');
    }
    for (const button of ['Check in Ann Lee', 'One Mulligan more for Sand Savers']) {
      const box = await deePhone.getByRole('button', { name: button }).boundingBox();
      expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(44);
    }
    await shot(deePhone, 'dee-check-in-phone');

    // Each desk sells mulligans for cash from their own phone; their cash total is their own.
    await sellMulligans(deePhone, 'Sand Savers', 2);
    await deePhone.getByRole('status', { name: 'Your cash total' }).getByText('$20.00').waitFor();
    await shot(deePhone, 'dee-sold-phone');
    await sellMulligans(samPhone, 'Birdie Hunters', 3);
    await samPhone.getByRole('status', { name: 'Your cash total' }).getByText('$30.00').waitFor();
    await shot(samPhone, 'sam-sold-phone');

    // Every dollar names who took it.
    const ledger = await asOrganiser<{ entries: Array<{ amount: number; recordedBy: string | null; history: Array<{ by: string | null }> }> }>(
      owner,
      'GET',
      `${base}/ledger`,
    );
    const takenBy = (uid: string) => ledger.entries.filter((entry) => entry.recordedBy === uid).reduce((sum, entry) => sum + entry.amount, 0);
    expect([takenBy(dee.uid), takenBy(sam.uid), takenBy(owner.uid)]).toEqual([20, 30, 0]);

    // The close-out: a desk sees her own line; the owner both desks with their own totals.
    await deePhone.getByRole('button', { name: 'Close out' }).click();
    const deePanel = deePhone.getByRole('region', { name: 'Close out' });
    await deePanel
      .getByRole('region', { name: 'Dee Desk' })
      .getByRole('row', { name: /^Cash \$20\.00/ })
      .waitFor();
    expect(await deePanel.getByRole('region', { name: 'Sam Seller' }).count()).toBe(0);
    await deePanel.scrollIntoViewIfNeeded();
    await shot(deePhone, 'dee-close-out-phone');
    await ownerDialog.getByRole('tab', { name: 'Check-In' }).click();
    await ownerDialog.getByRole('button', { name: 'Close out' }).click();
    const ownerPanel = ownerDialog.getByRole('region', { name: 'Close out' });
    await ownerPanel
      .getByRole('region', { name: 'Dee Desk' })
      .getByRole('row', { name: /^Cash \$20\.00/ })
      .waitFor();
    await ownerPanel
      .getByRole('region', { name: 'Sam Seller' })
      .getByRole('row', { name: /^Cash \$30\.00/ })
      .waitFor();
    expect(await ownerPanel.getByLabel('All desks: net taken').innerText()).toBe('$50.00');
    await ownerPanel.scrollIntoViewIfNeeded();
    await shot(desktop, 'owner-close-out-desktop');

    // The owner revokes Sam; Sam's next sale is refused and his open page says why.
    await ownerDialog.getByRole('tab', { name: 'Event Team' }).click();
    await ownerDialog.getByRole('button', { name: 'Revoke Sam Seller' }).click();
    await desktop.getByRole('dialog', { name: 'Revoke Sam Seller?' }).getByRole('button', { name: 'Revoke' }).click();
    await members.locator('li', { hasText: 'Sam Seller' }).getByText('Revoked').waitFor();
    const removed = samPhone.getByText('Your role on this event was removed by the organiser.');
    await Promise.race([removed.waitFor({ timeout: 5000 }), sellMulligans(samPhone, 'Birdie Hunters', 1)]).catch(() => undefined);
    await removed.waitFor();
    expect(await samPhone.getByRole('group', { name: /^Add-ons for / }).count()).toBe(0);
    await shot(samPhone, 'sam-revoked-phone');
    const samTook = (await asOrganiser<{ entries: Array<{ recordedBy: string | null }> }>(owner, 'GET', `${base}/ledger`)).entries.filter(
      (entry) => entry.recordedBy === sam.uid,
    );
    expect(samTook).toHaveLength(1);

    // The co-organiser edits the field on her phone: a team renamed.
    const coraDialog = coraPhone.getByRole('dialog', { name: 'Tournament Administration' });
    await coraDialog.getByRole('tab', { name: 'Teams' }).click();
    const savers = coraDialog.getByRole('region', { name: 'Sand Savers' });
    await savers.getByRole('button', { name: 'Rename' }).click();
    await savers.getByLabel('New team name').fill('Sand Savers II');
    await savers.getByRole('button', { name: 'Save Name' }).click();
    await coraDialog.getByRole('region', { name: 'Sand Savers II' }).waitFor();
    await shot(coraPhone, 'co-organiser-field-phone');
    await coraDialog.getByRole('tab', { name: 'Tournament' }).click();
    await coraDialog.getByRole('button', { name: 'Clone for Next Year' }).waitFor();
    expect(await coraDialog.getByRole('button', { name: 'Delete Tournament' }).count()).toBe(0);
    const teams = await asOrganiser<Array<{ name: string }>>(owner, 'GET', `${base}/teams`);
    expect(teams.map((team) => team.name).sort()).toEqual(['Birdie Hunters', 'Sand Savers II']);

    // The owner clones the event for next year from the Tournament tab and lands on the new one.
    await ownerDialog.getByRole('tab', { name: 'Tournament' }).click();
    await ownerDialog.getByRole('button', { name: 'Clone for Next Year' }).click();
    const cloneDialog = desktop.getByRole('dialog', { name: 'Clone for Next Year' });
    await cloneDialog.getByLabel('Name').fill(`${name} II`);
    await cloneDialog.getByRole('button', { name: 'Clone Event' }).click();
    await desktop.waitForURL(
      (url) => url.pathname === '/admin' && !!url.searchParams.get('tournament') && url.searchParams.get('tournament') !== tournament.id,
    );
    const nextYearId = new URL(desktop.url()).searchParams.get('tournament')!;
    await ownerDialog.locator('dd', { hasText: `${name} II` }).waitFor();
    await shot(desktop, 'owner-cloned-desktop');
    // Its settings come over (the mulligan on sale), not last year's field.
    const nextAddOns = await asOrganiser<Array<{ name: string; price: number }>>(owner, 'GET', `/api/tournaments/${nextYearId}/add-ons`);
    expect(nextAddOns).toEqual([expect.objectContaining({ name: 'Mulligan', price: 10 })]);
    expect(await asOrganiser<unknown[]>(owner, 'GET', `/api/tournaments/${nextYearId}/teams`)).toEqual([]);
    // The event team comes over, active members only: the revoked desk stays behind.
    const nextTeam = await asOrganiser<{ members: Array<{ role: string; status: string; email: string | null }> }>(
      owner,
      'GET',
      `/api/tournaments/${nextYearId}/event-team`,
    );
    expect(nextTeam.members.map((member) => [member.email, member.role, member.status]).sort()).toEqual(
      [
        [cora.email, 'co-organiser', 'active'],
        [dee.email, 'check-in', 'active'],
      ].sort(),
    );

    // ...and invites last year's players to register for it: one e-mail each through the outbox.
    await ownerDialog.getByRole('button', { name: "Invite Last Year's Players" }).click();
    const inviteDialog = desktop.getByRole('dialog', { name: "Invite Last Year's Players" });
    await inviteDialog.getByRole('status').getByText(`4 people from ${name} will be e-mailed`, { exact: false }).waitFor();
    await shot(desktop, 'owner-invite-last-year-desktop');
    await inviteDialog.getByRole('button', { name: 'Send Invitations' }).click();
    await desktop.getByText('Invitations sent to 4 people').waitFor();
    const invited = await productRows<{ recipient: string }>(
      `SELECT recipient FROM mail_outbox WHERE tournament_id = $1 AND template = 'previous-field-invite' ORDER BY recipient`,
      [nextYearId],
    );
    expect(invited.map((row) => row.recipient)).toEqual(['ann@example.com', 'bo@example.com', 'cy@example.com', 'di@example.com']);
  }, 300_000);
});
