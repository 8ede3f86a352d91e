// A volunteer on hole 7 runs closest to the pin from a phone, two of three balls without signal; the leader
// reaches the API and, live, the clubhouse TV and the hole 7 of a player's scorecard, which also shows the
// hole's sponsor and the team's mulligans.
import type { Page } from 'playwright-core';
import { baseUrl } from './support/base-url';
import { artifactPath, browserPerSuite } from './support/browser';
import { waitForRemotePage } from './support/pages';
import { shownWithin } from './support/shown-within';
import { sampleLogoPng } from './support/sample-logo';
import { dismissToasts, newPlayer, signInDialog, signUpThroughDialog } from './support/sign-in-dialog';
import { createActiveTournament, type Organiser, signUpOrganiser } from './support/tournaments-api';

async function api<T>(method: string, path: string, organiser: Organiser | null, body?: object | Buffer, contentType = 'application/json'): Promise<T> {
  const response = await fetch(baseUrl(path), {
    method,
    headers: { 'Content-Type': contentType, ...(organiser ? { Authorization: `Bearer ${organiser.idToken}` } : {}) },
    ...(body ? { body: Buffer.isBuffer(body) ? new Uint8Array(body) : JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${method} ${path} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

interface Team {
  id: string;
  name: string;
  players: Array<{ id: string; name: string }>;
}

interface Contest {
  id: string;
  leaders: Array<{ division: string; entry: { playerName: string | null; measurementLabel: string } | null }>;
}

/** The volunteer's three steps for one ball: team, player, distance; then the confirmation. */
async function enterBall(station: Page, team: string, player: string, feet: number, inches: number): Promise<void> {
  await station.getByRole('region', { name: 'Pick the team' }).getByRole('button', { name: team }).click();
  await station.getByRole('region', { name: 'Pick the player' }).getByRole('button', { name: player }).click();
  await station.getByRole('spinbutton', { name: 'Feet' }).fill(String(feet));
  for (let tap = 0; tap < inches; tap += 1) await station.getByRole('button', { name: 'Inches plus 1' }).click();
  await station.getByRole('button', { name: 'Next' }).click();
}

describe('a volunteer station on hole 7', () => {
  const { openPage } = browserPerSuite();

  it('enters three closest-to-the-pin distances, two offline; the leader reaches the API, the TV and the scorecard, with the sponsor and mulligans', async () => {
    const organiser = await signUpOrganiser();
    const tournament = await createActiveTournament(organiser, { name: `Pin Day Open ${Date.now()}` });
    const base = `/api/tournaments/${tournament.id}`;

    // The organiser's day set up through the API: a hole sponsor with a logo, mulligans for sale, the contest.
    const sponsor = await api<{ id: string }>('POST', `${base}/sponsors`, organiser, { name: 'Acme', website: 'https://acme.example', amount: 500 });
    await api('PUT', `${base}/sponsors/${sponsor.id}/logo`, organiser, sampleLogoPng(), 'image/png');
    await api('PUT', `${base}/hole-sponsors/7`, organiser, { sponsorId: sponsor.id });
    const mulligan = await api<{ id: string }>('POST', `${base}/add-ons`, organiser, { kind: 'mulligan', name: 'Mulligan', price: 10 });
    const contest = await api<Contest>('POST', `${base}/contests`, organiser, {
      hole: 7,
      kind: 'closest-to-pin',
      divisions: ['Open'],
      competitor: 'individual',
    });
    const { token } = await api<{ token: string }>('POST', `/api/contests/${contest.id}/stations`, organiser, { label: 'Hole 7 volunteer' });
    await api<Team>('POST', `${base}/teams`, organiser, {
      name: 'Hawks',
      startingHole: 1,
      players: [{ name: 'Hal Hawk', email: null, handicap: 10, position: 1 }],
    });

    // The clubhouse TV is on.
    const tv = await openPage('tv');
    await tv.goto(baseUrl(`/mfe/leaderboard/tv/${tournament.id}`));
    await tv.getByText('Live: scores appear here as they are entered').waitFor();
    const tvLeader = (name: string, measure: string) =>
      // The panel shows one contest's leader per slide, and jumps to a new leader's own slide.
      tv
        .getByRole('region', { name: 'Fundraising' })
        .filter({ hasText: 'Closest to the Pin' })
        .locator('p')
        .filter({ hasText: name })
        .getByText(measure, { exact: true })
        .waitFor({ timeout: 5_000 });

    // A player makes her foursome, which buys three mulligans at check-in, and opens her card on hole 7.
    const card = await openPage('phone');
    await card.goto(baseUrl(`/tournament/${tournament.id}/join`));
    await waitForRemotePage(card, 'scoring', 'JoinPage');
    await signUpThroughDialog(card, newPlayer('Pia Pinseeker'));
    await signInDialog(card).waitFor({ state: 'detached' });
    await card.getByLabel('Team Name').fill('Pin Seekers');
    await card.getByRole('button', { name: 'Create Foursome' }).click();
    await card.getByRole('button', { name: 'Save', exact: true }).click();
    await card.waitForURL(/\/scorecard\?tournamentId=.*&teamId=/);
    const teamId = new URL(card.url()).searchParams.get('teamId')!;
    await api('POST', `${base}/add-on-sales`, organiser, { productId: mulligan.id, quantity: 3, teamId, method: 'cash' });
    await waitForRemotePage(card, 'scoring', 'ScorecardPage');
    await card.getByRole('navigation', { name: 'Holes' }).getByRole('button', { name: 'Hole 7' }).click();
    const hole7 = card.getByRole('region', { name: 'Hole 7 extras' });
    await hole7.getByText('Hole 7 sponsored by Acme').waitFor({ timeout: 20_000 });
    await hole7.getByRole('img', { name: 'Acme logo' }).waitFor();
    await hole7.getByText('Mulligans left: 3').waitFor({ timeout: 20_000 });
    await hole7.getByText('Closest to the Pin: No entry yet').waitFor();

    // The volunteer: one ball with signal, then the signal goes for two more.
    const station = await openPage('phone');
    const volunteerContext = station.context();
    await station.goto(baseUrl(`/station/${token}`));
    await waitForRemotePage(station, 'scoring', 'StationPage');
    await station.getByRole('heading', { name: 'Closest to the Pin' }).waitFor();
    await station.screenshot({ path: artifactPath('station-teams-phone.png'), fullPage: true });

    // A clumsy thumb types 13 inches: refused next to the field and kept as typed, no distance offered until corrected.
    await station.getByRole('region', { name: 'Pick the team' }).getByRole('button', { name: 'Hawks' }).click();
    await station.getByRole('region', { name: 'Pick the player' }).getByRole('button', { name: 'Hal Hawk' }).click();
    await station.getByRole('spinbutton', { name: 'Feet' }).fill('12');
    await station.getByRole('spinbutton', { name: 'Inches' }).fill('13');
    await station.getByText('Inches must be a whole number from 0 to 11: 12 inches make a foot').waitFor();
    expect(await station.getByRole('spinbutton', { name: 'Inches' }).inputValue()).toBe('13');
    expect(await station.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await station.screenshot({ path: artifactPath('station-refused-inches-phone.png'), fullPage: true });
    await station.getByRole('spinbutton', { name: 'Inches' }).fill('0');
    await station.getByRole('button', { name: 'Next' }).click();
    await station.getByRole('heading', { name: 'First entry here' }).waitFor();
    const first = Date.now();
    await station.getByRole('button', { name: 'Record 12 ft 0 in' }).click();
    expect(await shownWithin(first, tvLeader('Hal Hawk', '12 ft 0 in'))).toBeLessThan(1_500);
    await station.getByText('Online · all entries sent').waitFor({ timeout: 20_000 });
    await hole7.getByText('Closest to the Pin: Hal Hawk, 12 ft 0 in').waitFor({ timeout: 10_000 });

    await volunteerContext.setOffline(true);
    await enterBall(station, 'Pin Seekers', 'Pia Pinseeker', 8, 3);
    await station.getByRole('heading', { name: 'Beats the leader (12 ft 0 in)?' }).waitFor();
    await station.screenshot({ path: artifactPath('station-confirm-phone.png'), fullPage: true });
    await station.getByRole('button', { name: 'Record 8 ft 3 in' }).click();
    await enterBall(station, 'Hawks', 'Hal Hawk', 4, 2);
    await station.getByRole('heading', { name: 'Beats the leader (8 ft 3 in)?' }).waitFor(); // the leader on the phone
    await station.getByRole('button', { name: 'Record 4 ft 2 in' }).click();
    await station.getByText('No signal · 2 waiting on the phone').waitFor({ timeout: 10_000 });
    await station.screenshot({ path: artifactPath('station-offline-phone.png'), fullPage: true });
    const whileOffline = await api<Contest[]>('GET', `${base}/contests`, null);
    expect(whileOffline[0]!.leaders[0]!.entry?.measurementLabel).toBe('12 ft 0 in');

    await volunteerContext.setOffline(false);
    await station.getByText('Online · all entries sent').waitFor({ timeout: 30_000 });
    await tvLeader('Hal Hawk', '4 ft 2 in');
    await tv.screenshot({ path: artifactPath('tv-station-leader-1920.png') });
    const leaders = await api<Contest[]>('GET', `${base}/contests`, null);
    expect(leaders[0]!.leaders[0]!.entry).toMatchObject({ playerName: 'Hal Hawk', measurementLabel: '4 ft 2 in' });
    await hole7.getByText('Closest to the Pin: Hal Hawk, 4 ft 2 in').waitFor({ timeout: 10_000 });
    await dismissToasts(card);
    // The hole and what it adds, just below the shell's header.
    await card
      .getByRole('region', { name: 'Hole 7 scores' })
      .evaluate((region) => window.scrollTo(0, region.getBoundingClientRect().top + window.scrollY - 72));
    await card.screenshot({ path: artifactPath('scorecard-hole-7-phone.png') });
  }, 180_000);
});
