import { fakeUser } from '@fairway/auth/testing';
import { sampleTournament } from '@fairway/api-client/testing';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { json, renderAdmin } from '../../../shared/testing/render-admin';
import { groupTournaments, tournamentStats } from '../model/tournament-groups';
import { TournamentStats } from './tournament-stats';
import { TournamentsPage } from '../../../app/tournaments-page';

const user = userEvent.setup();

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const list = [
  sampleTournament({ id: id(1), name: 'Today Scramble', status: 'active', charityRaised: 1250, charityGoal: 5000 }),
  sampleTournament({ id: id(2), name: 'December Cup', status: 'upcoming', date: '2026-12-12', charityGoal: 8000 }),
  sampleTournament({ id: id(3), name: 'Someone Elses Open', status: 'upcoming', date: '2026-12-20' }),
  sampleTournament({ id: id(4), name: 'Autumn Classic', status: 'completed', date: '2026-10-01', charityRaised: 9100 }),
];
const tournaments = ['GET', /^\/api\/tournaments\?/, json(200, list)] as const;

describe('the Tournaments page', () => {
  it('shows every tournament in its section with its buttons, and figures of this installation alone by default', async () => {
    renderAdmin(<TournamentsPage />, { routes: [[...tournaments]] });
    const active = await screen.findByRole('region', { name: 'Active Tournaments' });
    within(active).getByText('Today Scramble');
    expect(within(active).getByText(/raised of \$5,000 for/).textContent).toBe('$1,250 raised of $5,000 for Junior Golf Foundation');
    for (const link of ['Scorecard', 'Leaderboard', 'Join Foursome']) within(active).getByRole('link', { name: link });
    const upcoming = screen.getByRole('region', { name: 'Upcoming Tournaments' });
    expect(within(upcoming).getAllByRole('link', { name: 'Join Foursome' })).toHaveLength(2);
    const completed = screen.getByRole('region', { name: 'Completed Tournaments' });
    expect(within(completed).getByRole('link', { name: 'View Results' }).getAttribute('href')).toBe(`/tournament/${id(4)}/results`);
    screen.getByText('$12,750');
    expect(screen.queryByText(/run before|raised before/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create Tournament' })).toBeNull();
  });

  it('links each upcoming tournament to its registration page, and shows that page’s QR code when asked', async () => {
    renderAdmin(<TournamentsPage />, { routes: [[...tournaments]] });
    const upcoming = await screen.findByRole('region', { name: 'Upcoming Tournaments' });
    const registers = within(upcoming).getAllByRole('link', { name: 'Register' });
    expect(registers.map((link) => link.getAttribute('href'))).toEqual([`/tournament/${id(2)}/register`, `/tournament/${id(3)}/register`]);
    expect(screen.queryByRole('img', { name: /registration page/ })).toBeNull();
    await user.click(within(upcoming).getAllByRole('button', { name: 'Registration QR' })[0]!);
    const qr = screen.getByRole('img', { name: 'QR code: open the registration page of December Cup' });
    expect(qr.getAttribute('data-value')).toBe(`http://localhost/tournament/${id(2)}/register`);
    await user.click(within(upcoming).getByRole('button', { name: 'Hide QR' }));
    expect(screen.queryByRole('img', { name: /registration page/ })).toBeNull();
  });

  it('adds history an operator opted into to Completed and Total Raised, labelled as such', () => {
    render(<TournamentStats stats={tournamentStats(groupTournaments(list), { completedEvents: 6293, raisedDollars: 1_210_071 })} />);
    screen.getByText('6,294');
    screen.getByText('including 6,293 events run before');
    screen.getByText('$1,222,821');
    screen.getByText('including $1,210,071 raised before');
  });

  it('offers Manage only on the upcoming tournaments the signed-in user administers', async () => {
    // As the API answers uid-1, who runs December Cup: canManage there, and nowhere else.
    const asUid1 = list.map((tournament) => (tournament.id === id(2) ? { ...tournament, canManage: true, adminUserId: 'uid-1' } : tournament));
    renderAdmin(<TournamentsPage />, { user: fakeUser({ uid: 'uid-1' }), routes: [['GET', /^\/api\/tournaments\?/, json(200, asUid1)]] });
    const upcoming = await screen.findByRole('region', { name: 'Upcoming Tournaments' });
    expect(within(upcoming).getAllByRole('button', { name: 'Manage' })).toHaveLength(1);
    screen.getByRole('button', { name: 'Create Tournament' });
  });

  it('says No Tournaments Yet, and asks a visitor to sign in before creating one', async () => {
    renderAdmin(<TournamentsPage />, { routes: [['GET', /^\/api\/tournaments\?/, json(200, [])]] });
    await user.click(await screen.findByRole('button', { name: 'Create First Tournament' }));
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByText('Sign In Required');
    within(dialog).getByText(/identifies you as the tournament administrator/);
  });

  it("opens Create Tournament at once when asked to (the home page's Create Your First Tournament)", async () => {
    renderAdmin(<TournamentsPage create />, { user: fakeUser(), routes: [[...tournaments], ['GET', /^\/api\/courses$/, json(200, [])]] });
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByText('Create Tournament', { selector: '.ant-modal-title' });
    for (const label of [
      'Tournament Name',
      'Tournament Date',
      'Golf Course',
      'Tournament Format',
      'Charity Name',
      'Charity Goal',
      'Charity PayPal Link (optional)',
    ]) {
      within(dialog).getByLabelText(label);
    }
  });

  it('shows the error with Retry when the list cannot load', async () => {
    renderAdmin(<TournamentsPage />, { routes: [['GET', /^\/api\/tournaments\?/, json(500, 'down')]] });
    await screen.findByText(/^Could not load the tournaments: /);
    screen.getByRole('button', { name: 'Retry' });
  });
});
