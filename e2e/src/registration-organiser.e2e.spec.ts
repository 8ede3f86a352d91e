// What the organiser and the field see of an online registration, in real Chromium against the real API and its
// built-in test checkout: a captain pays on a phone and the clubhouse TV's total moves within a second; the team,
// its answers and the paid entry fee are in the organiser's Registrations tab and the ledger; when that team
// cancels, the waitlisted captain is mailed an offer and their own page offers the place to pay for.
import type { Page } from 'playwright-core';
import type { CheckoutResponse, RegistrationSettings } from '@fairway/contracts/registration';
import { baseUrl } from './support/base-url';
import { artifactPath, browserPerSuite } from './support/browser';
import { productRows } from './support/product-database';
import { pushedWithinMs, shownWithin } from './support/shown-within';
import { dismissToasts, signInDialog, signInThroughDialog, toastText } from './support/sign-in-dialog';
import { asOrganiser, callApi, createActiveTournament, type Organiser, signUpOrganiser } from './support/tournaments-api';

/** The mail waiting in the outbox for one address (the browser suite's stack has no SMTP server: mail stays queued). */
const outboxFor = async (recipient: string) =>
  (await productRows<{ template: string }>('SELECT template FROM mail_outbox WHERE recipient = $1 ORDER BY created_at', [recipient])).map(
    (row) => row.template,
  );

describe('an online registration reaches the organiser, the TV and the waitlist', () => {
  const { openPage } = browserPerSuite();

  async function openRegistrations(organiser: Organiser, tournamentName: string): Promise<{ page: Page; dialog: ReturnType<Page['getByRole']> }> {
    const page = await openPage('phone');
    await page.goto(baseUrl('/admin'));
    await signInThroughDialog(page, organiser);
    await signInDialog(page).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Manage ${tournamentName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Tournament Administration' });
    await dialog.getByRole('tab', { name: 'Registrations', exact: true }).click();
    return { page, dialog };
  }

  it('a captain pays on a phone: TV within a second, the Registrations tab and the ledger; the team cancels and the waitlist is offered the place', async () => {
    const organiser = await signUpOrganiser('Orla Online');
    const name = `Paid Online Open ${Date.now()}`;
    const tournament = await createActiveTournament(organiser, { name, charityName: 'Junior Golf Foundation', charityGoal: 4000 });
    const base = `/api/tournaments/${tournament.id}`;
    const settings = await asOrganiser<RegistrationSettings>(organiser, 'PUT', `${base}/registration/settings`, {
      open: true,
      capacityTeams: 1,
      waitlistOfferHours: 6,
      teamQuestions: [{ kind: 'text', label: 'Company', required: false }],
      playerQuestions: [{ kind: 'handicap-index', label: 'Handicap index', required: true }],
      waiverText: 'I play at my own risk.',
    });
    const [company] = settings.teamQuestions;
    const [handicap] = settings.playerQuestions;
    const entry = await asOrganiser<{ id: string }>(organiser, 'POST', `${base}/registration/products`, {
      kind: 'team-entry',
      name: 'Foursome',
      price: 400,
      fairMarketValue: 150,
    });
    const order = (team: string, captain: string, email: string) => ({
      items: [{ productId: entry.id }],
      buyer: { name: captain, email },
      teamName: team,
      teamAnswers: { [company!.id]: `${team} Ltd` },
      players: [{ name: captain, email, answers: { [handicap!.id]: 12.4 }, waiverAccepted: true }],
      waiverVersion: 1,
    });

    const tv = await openPage('tv');
    await tv.goto(baseUrl(`/mfe/leaderboard/tv/${tournament.id}`));
    await tv.getByText('$0 of $4,000').waitFor();

    // The captain's checkout (the form itself is registration-journey's), paid on the test checkout on a phone.
    const checkout = await callApi<CheckoutResponse>('POST', `${base}/registration/checkout`, {}, order('The Eagles', 'Ann Lee', 'ann@example.com'));
    if (checkout.outcome !== 'checkout') throw new Error(`expected a checkout, got ${checkout.outcome}`);
    const phone = await openPage('phone');
    await phone.goto(checkout.checkoutUrl);
    await phone.getByText('Test checkout — no money moves').waitFor();
    await phone.getByLabel('Card number').fill('4242 4242 4242 4242');
    await phone.getByRole('button', { name: 'Pay $400.00' }).click();
    await phone.waitForURL(/\/register\/confirmation\//, { waitUntil: 'commit' });
    const paid = Date.now();
    const onTv = await shownWithin(paid, tv.getByText('$400 of $4,000').waitFor({ timeout: 5_000 }));
    expect(onTv).toBeLessThan(pushedWithinMs);
    await phone.getByRole('heading', { name: "You're Registered!" }).waitFor({ timeout: 15_000 });

    // The field is full: the next captain waits, and is told so on their own page.
    const late = await callApi<CheckoutResponse>('POST', `${base}/registration/checkout`, {}, order('Late Birds', 'Lena Late', 'lena@example.com'));
    expect(late.outcome).toBe('waitlisted');
    const waiting = await openPage('phone');
    await waiting.goto(baseUrl(`/tournament/${tournament.id}/register/confirmation/${late.token}`));
    await waiting.getByRole('heading', { name: "You're on the Waitlist" }).waitFor({ timeout: 15_000 });

    const { page, dialog } = await openRegistrations(organiser, name);
    const list = dialog.getByRole('list', { name: 'Registrations' });
    const eagles = list.getByRole('listitem').filter({ hasText: 'The Eagles (Ann Lee)' });
    await eagles.getByText('Paid', { exact: true }).waitFor();
    await eagles.getByText('$400.00', { exact: true }).waitFor();
    await eagles.getByText(/Foursome/).waitFor();
    await eagles.getByText('Answers and waiver').click();
    await eagles.getByText('Company: The Eagles Ltd').waitFor();
    await eagles.getByText(/Handicap index: 12\.4 · Waiver version 1 accepted as Ann Lee/).waitFor();
    await dismissToasts(page);
    await page.screenshot({ path: artifactPath('registration-organiser-paid-phone.png') });

    await dialog.getByRole('tab', { name: 'Charity' }).click();
    const fee = dialog.getByRole('list', { name: 'Ledger entries' }).getByRole('listitem').filter({ hasText: 'Entry fee' });
    await fee.getByText('$400.00').waitFor();
    expect(await fee.count()).toBe(1);
    await page.screenshot({ path: artifactPath('registration-organiser-ledger-phone.png') });

    // The Eagles cannot come: the place goes to the waitlist, by mail and on the waiting captain's page.
    await dialog.getByRole('tab', { name: 'Registrations', exact: true }).click();
    await eagles.getByRole('button', { name: 'Cancel The Eagles (Ann Lee)' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel this registration?' });
    await cancel.getByLabel('Reason').fill('Captain injured');
    await cancel.getByRole('button', { name: 'Cancel registration' }).click();
    await toastText(page, 'The Eagles (Ann Lee) cancelled');
    await dialog
      .getByRole('list', { name: 'Waitlist' })
      .getByText(/^Place offered: the offer ends/)
      .waitFor();
    expect(await outboxFor('lena@example.com')).toContain('waitlist-offer');
    await waiting.reload();
    await waiting.getByRole('heading', { name: 'A Place Is Yours' }).waitFor({ timeout: 15_000 });
    await waiting.getByRole('button', { name: 'Pay $400', exact: true }).waitFor();
    await waiting.screenshot({ path: artifactPath('registration-offered-phone.png'), fullPage: true });
    // Cancelling keeps the money until the organiser refunds it: the TV still shows it.
    await tv.getByText('$400 of $4,000').waitFor();
  });
});
