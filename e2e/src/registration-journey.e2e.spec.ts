// A captain registers a foursome on a phone, in real Chromium against the real API and its built-in test
// checkout: a promo code priced by the server, the waiver accepted, 4242… paid on the test checkout page, and back
// on the confirmation with the team's invite code; a declined card says so, and giving up releases the place.
import type { Page } from 'playwright-core';
import { baseUrl } from './support/base-url';
import { artifactPath, browserPerSuite, type ViewportName } from './support/browser';
import { waitForRemotePage } from './support/pages';
import { seriousAxeViolations } from './support/serious-axe-violations';
import { asOrganiser, callApi, createActiveTournament, type CreatedTournament, type Organiser, signUpOrganiser } from './support/tournaments-api';

interface Places {
  capacityTeams: number;
  held: number;
  taken: number;
  teamsLeft: number;
}

interface AdminRegistration {
  state: string;
  teamName: string | null;
  promoCode: string | null;
  total: number;
  players: Array<{ name: string; answers: Record<string, string | number>; waiver: { version: number } | null }>;
}

/** A tournament open for registration: a $400 foursome (fair market value $150), code EARLY for $50 off, a waiver and a handicap question. */
async function openRegistration(organiser: Organiser, name: string): Promise<CreatedTournament> {
  const tournament = await createActiveTournament(organiser, { name, charityName: 'Junior Golf Foundation', charityGoal: 20000 });
  const base = `/api/tournaments/${tournament.id}/registration`;
  await asOrganiser(organiser, 'POST', `${base}/products`, { kind: 'team-entry', name: 'Foursome', price: 400, fairMarketValue: 150 });
  await asOrganiser(organiser, 'POST', `${base}/promo-codes`, { code: 'EARLY', kind: 'amount', value: 50, maxUses: 10 });
  await asOrganiser(organiser, 'PUT', `${base}/settings`, {
    open: true,
    capacityTeams: 2,
    playerQuestions: [{ kind: 'handicap-index', label: 'Handicap index', required: true }],
    waiverText: 'I play at my own risk.\nThe organiser is not liable for injury, lost balls or sunburn.',
  });
  return tournament;
}

const placesOf = async (tournamentId: string) => (await callApi<{ places: Places }>('GET', `/api/tournaments/${tournamentId}/registration`, {})).places;

describe('registering a foursome on a phone', () => {
  const browser = browserPerSuite();

  async function openPage(size: ViewportName, path: string): Promise<Page> {
    const page = await browser.openPage(size);
    await page.goto(baseUrl(path));
    return page;
  }

  /** The captain's form, filled in: the foursome, the team's name, their own details, a teammate, both acceptances. */
  async function fillFoursome(page: Page, team: string, captain: string) {
    await waitForRemotePage(page, 'scoring', 'RegisterPage');
    await page.getByRole('radio', { name: /Foursome/ }).check();
    await page.getByLabel('Team name').fill(team);
    await page.getByLabel('Your name').fill(captain);
    await page.getByLabel(/^Your e-mail/).fill(`${captain.split(' ')[0]!.toLowerCase()}@example.com`);
    await page.getByLabel('Handicap index').first().fill('12.4');
    await page.getByRole('button', { name: 'Add a teammate' }).click();
    const mate = page.getByRole('group', { name: 'Teammate 1' });
    await mate.getByLabel('Name').fill('Bo Chen');
    await mate.getByLabel('Handicap index').fill('20');
    await page.getByRole('checkbox', { name: 'I have read and accept the waiver (version 1)' }).check();
    await page.getByRole('checkbox', { name: 'Bo Chen has read and accept the waiver (version 1)' }).check();
  }

  it('pays for a foursome with a promo code on the test checkout and lands on the confirmation with the invite code', async () => {
    const organiser = await signUpOrganiser('Rita Registrar');
    const tournament = await openRegistration(organiser, `Spring Classic ${Date.now()}`);
    const page = await openPage('phone', `/tournament/${tournament.id}/register`);
    await fillFoursome(page, 'The Eagles', 'Ann Lee');

    await page.getByRole('button', { name: 'Pay $400' }).waitFor();
    await page.getByLabel('Promo code (optional)').fill('nope');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('That promo code is not valid for this tournament').waitFor();
    await page.getByLabel('Promo code (optional)').fill('early');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Promo code EARLY applied').waitFor();
    await page.getByRole('button', { name: 'Pay $350' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: artifactPath('registration-form-phone.png'), fullPage: true });

    await page.getByRole('button', { name: 'Pay $350' }).click();
    await page.getByText('Test checkout — no money moves').waitFor();
    await page.getByRole('heading', { name: 'Pay $350.00' }).waitFor();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $350.00' }).click();

    await page.waitForURL(new RegExp(`/tournament/${tournament.id}/register/confirmation/`));
    await page.getByRole('heading', { name: "You're Registered!" }).waitFor({ timeout: 15_000 });
    const code = (
      await page
        .getByText(/^[A-Z0-9]{6}$/)
        .first()
        .innerText()
    ).trim();
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    const qr = page.getByRole('img', { name: `QR code: join The Eagles with invite code ${code}` });
    expect(await qr.getAttribute('data-value')).toBe(baseUrl(`/tournament/${tournament.id}/join?code=${code}`));
    await page.getByRole('heading', { name: 'Your receipt' }).waitFor();
    await page.getByText('$350.00').first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: artifactPath('registration-confirmation-phone.png'), fullPage: true });

    const { registrations } = await asOrganiser<{ registrations: AdminRegistration[] }>(organiser, 'GET', `/api/tournaments/${tournament.id}/registrations`);
    expect(registrations).toEqual([expect.objectContaining({ state: 'paid', teamName: 'The Eagles', promoCode: 'EARLY', total: 350 })]);
    expect(registrations[0]!.players.map((player) => [player.name, player.waiver?.version])).toEqual([
      ['Ann Lee', 1],
      ['Bo Chen', 1],
    ]);

    // The same pages on a laptop, for the eye.
    const desktop = await openPage('desktop', new URL(page.url()).pathname);
    await desktop.getByRole('heading', { name: "You're Registered!" }).waitFor();
    await desktop.screenshot({ path: artifactPath('registration-confirmation-desktop.png'), fullPage: true });
    const form = await openPage('desktop', `/tournament/${tournament.id}/register`);
    await fillFoursome(form, 'The Albatrosses', 'Cy Park');
    await form.getByRole('button', { name: 'Pay $400' }).waitFor();
    await form.screenshot({ path: artifactPath('registration-form-desktop.png'), fullPage: true });
  });

  it('says a declined card is declined, and going back without paying releases the place held', async () => {
    const organiser = await signUpOrganiser('Rita Registrar');
    const tournament = await openRegistration(organiser, `Declined Open ${Date.now()}`);
    const page = await openPage('phone', `/tournament/${tournament.id}/register`);
    await fillFoursome(page, 'The Bogeys', 'Dee Decline');
    await page.getByRole('button', { name: 'Pay $400' }).click();

    await page.getByText('Test checkout — no money moves').waitFor();
    expect(await placesOf(tournament.id)).toMatchObject({ held: 1, teamsLeft: 1 });
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pay $400.00' }).click();
    await page.getByRole('alert').getByText('Your card was declined. Try another card, or go back.').waitFor();
    await page.screenshot({ path: artifactPath('registration-declined-phone.png') });

    await page.getByRole('button', { name: 'Go back without paying' }).click();
    await page.waitForURL(new RegExp(`/tournament/${tournament.id}/register/confirmation/`));
    await page.getByRole('heading', { name: 'Not Paid' }).waitFor({ timeout: 15_000 });
    await page.getByText('nothing was charged and the place held for you was released', { exact: false }).waitFor();
    expect(await placesOf(tournament.id)).toMatchObject({ held: 0, taken: 0, teamsLeft: 2 });
    await page.screenshot({ path: artifactPath('registration-not-paid-phone.png'), fullPage: true });

    // Registering again keeps what was typed, and starts a new checkout.
    await page.getByRole('link', { name: 'Register Again' }).click();
    expect(await page.getByLabel('Team name').inputValue()).toBe('The Bogeys');
    await page.getByRole('button', { name: 'Pay $400' }).click();
    await page.getByText('Test checkout — no money moves').waitFor();
    expect(await placesOf(tournament.id)).toMatchObject({ held: 1 });
  });
});
