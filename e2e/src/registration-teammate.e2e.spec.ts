// A teammate the captain named later opens the invite link on a phone, signs up, and is asked the registration's
// per-player question and the waiver before joining; the organiser's list then carries their answer and acceptance.
import type { Page } from 'playwright-core';
import { baseUrl } from './support/base-url';
import { artifactPath, browserPerSuite } from './support/browser';
import { waitForRemotePage } from './support/pages';
import { seriousAxeViolations } from './support/serious-axe-violations';
import { dismissToasts, newPlayer, signInDialog, signUpThroughDialog } from './support/sign-in-dialog';
import { asOrganiser, callApi, createActiveTournament, signUpOrganiser } from './support/tournaments-api';

interface AdminRegistration {
  players: Array<{ name: string; answers: Record<string, string | number>; waiver: { version: number; name: string } | null }>;
}

describe('a teammate named later joins with the invite link and gives their details', () => {
  const browser = browserPerSuite();

  async function signedInAt(size: 'phone' | 'desktop', path: string, name: string): Promise<Page> {
    const page = await browser.openPage(size);
    await page.goto(baseUrl(path));
    await waitForRemotePage(page, 'scoring', 'JoinPage');
    await signUpThroughDialog(page, newPlayer(name));
    await signInDialog(page).waitFor({ state: 'detached' });
    await dismissToasts(page);
    return page;
  }

  it('asks the handicap and the waiver, says what is missing, then joins and the organiser sees both', async () => {
    const organiser = await signUpOrganiser('Rita Registrar');
    const tournament = await createActiveTournament(organiser, { name: `Teammates Open ${Date.now()}`, charityName: 'Junior Golf Foundation' });
    const base = `/api/tournaments/${tournament.id}/registration`;
    const entry = await asOrganiser<{ id: string }>(organiser, 'POST', `${base}/products`, { kind: 'team-entry', name: 'Foursome', price: 400 });
    await asOrganiser(organiser, 'POST', `${base}/promo-codes`, { code: 'GUESTS', kind: 'percent', value: 100 });
    await asOrganiser(organiser, 'PUT', `${base}/settings`, {
      open: true,
      capacityTeams: 4,
      playerQuestions: [
        { kind: 'handicap-index', label: 'Handicap index', required: true },
        { kind: 'shirt-size', label: 'Shirt size', required: false },
      ],
      waiverText: 'I play at my own risk.\nThe organiser is not liable for injury, lost balls or sunburn.',
    });
    const captain = { name: 'Ann Lee', email: 'ann-captain@example.com', waiverAccepted: true, answers: {} as Record<string, number> };
    const { playerQuestions } = await callApi<{ playerQuestions: Array<{ id: string }> }>('GET', base, {});
    const [handicap, shirt] = playerQuestions.map((question) => question.id) as [string, string];
    captain.answers = { [handicap]: 12 };
    const registered = await callApi<{ outcome: string; token: string }>(
      'POST',
      `${base}/checkout`,
      {},
      {
        items: [{ productId: entry.id }],
        buyer: { name: captain.name, email: captain.email },
        teamName: 'The Eagles',
        players: [captain],
        waiverVersion: 1,
        promoCode: 'GUESTS',
      },
    );
    expect(registered.outcome).toBe('confirmed');
    const { inviteCode } = await callApi<{ inviteCode: string }>('GET', `/api/registrations/${registered.token}`, {});

    const phone = await signedInAt('phone', `/tournament/${tournament.id}/join?code=${inviteCode}`, 'Bo Chen');
    await phone.getByRole('button', { name: 'Join Foursome' }).click();
    await phone.getByRole('heading', { name: 'Your details for The Eagles' }).waitFor();
    await phone.getByRole('button', { name: 'Join Foursome' }).click();
    await phone.getByText('Please answer: Handicap index').waitFor();
    await phone.getByText('Please accept the waiver to join this team').waitFor();
    expect(await seriousAxeViolations(phone)).toEqual([]);
    await phone.screenshot({ path: artifactPath('registration-teammate-phone.png'), fullPage: true });

    await phone.getByLabel('Handicap index').fill('20.5');
    await phone.getByLabel('Shirt size (optional)').selectOption('M');
    await phone.getByRole('checkbox', { name: 'I have read and accept the waiver (version 1)' }).check();
    await phone.getByRole('button', { name: 'Join Foursome' }).click();
    await phone.waitForURL(/\/scorecard\?tournamentId=.*&teamId=/);

    const { registrations } = await asOrganiser<{ registrations: AdminRegistration[] }>(organiser, 'GET', `/api/tournaments/${tournament.id}/registrations`);
    expect(registrations[0]!.players.map((player) => [player.name, player.answers, player.waiver?.version])).toEqual([
      ['Ann Lee', { [handicap]: 12 }, 1],
      ['Bo Chen', { [handicap]: 20.5, [shirt]: 'M' }, 1],
    ]);

    const desktop = await signedInAt('desktop', `/tournament/${tournament.id}/join?code=${inviteCode}`, 'Cy Park');
    await desktop.getByRole('button', { name: 'Join Foursome' }).click();
    await desktop.getByRole('heading', { name: 'Your details for The Eagles' }).waitFor();
    await desktop.screenshot({ path: artifactPath('registration-teammate-desktop.png'), fullPage: true });
  });
});
