import { fakeUser } from '@fairway/auth/testing';
import { fakeResponse, sampleTeam, sampleTournament } from '@fairway/api-client/testing';
import type { EventRole } from '@fairway/contracts/event-team';
import { eventTeamTexts } from '@fairway/contracts/event-team-texts';
import { useLocation } from '@fairway/ui/router';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { json, renderAdmin } from '../../../shared/testing/render-admin';
import { AdminDialog } from '../../../app/admin-dialog';
import { AdminPage } from '../../../app/admin-page';

const user = userEvent.setup();
const tournamentId = '00000000-0000-4000-8000-0000000000a1';
const dee = fakeUser({ uid: 'uid-dee', email: 'dee@example.com' });
const asRole = (myRole: EventRole | null) => sampleTournament({ id: tournamentId, name: 'Desk Day Open', canManage: false, myRole });
// The field as the server answers a desk volunteer: names and check-in state, no e-mails.
const [first, second] = sampleTeam().players;
const deskTeam = sampleTeam({
  players: [
    { ...first!, email: null },
    { ...second!, email: null },
  ],
});
const revokedBody = { statusCode: 403, error: 'Forbidden', message: eventTeamTexts.roleRevoked, code: 'EVENT_ROLE_REVOKED' };

function renderDialog(myRole: EventRole | null, { refuseCheckIn = false } = {}) {
  return renderAdmin(<AdminDialog open onClose={() => undefined} />, {
    user: dee,
    routes: [
      ['GET', /^\/api\/tournaments\?/, json(200, [asRole(myRole)])],
      ['GET', /\/teams$/, json(200, [deskTeam])],
      ['GET', /\/add-ons$/, json(200, [])],
      ['PATCH', /^\/api\/players\//, () => (refuseCheckIn ? fakeResponse(403, revokedBody) : fakeResponse(200, { ...first, checkedIn: true }))],
    ],
  });
}

describe('Tournament Administration by role', () => {
  it('lands a check-in desk on Check-In (beside the Auction, for guest bidder numbers): names and check-in state, no e-mails', async () => {
    renderDialog('check-in');
    const tabs = await screen.findByRole('tablist', { name: 'Manage' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Check-In', 'Auction']);
    expect((await screen.findByRole('tab', { name: 'Check-In' })).getAttribute('aria-selected')).toBe('true');
    await screen.findByText(first!.name);
    expect(screen.queryByText(/@example\.com/)).toBeNull();
    // Its search does not offer the e-mails it cannot read.
    expect(screen.getByLabelText('Search teams or players').getAttribute('placeholder')).toBe('Search teams or players');
  });

  it('gives a co-organiser every tab, the Event Team among them', async () => {
    renderDialog('co-organiser');
    const tabs = await screen.findByRole('tablist', { name: 'Manage' });
    const labels = within(tabs)
      .getAllByRole('tab')
      .map((tab) => tab.textContent);
    expect(labels).toEqual(expect.arrayContaining(['Tournament', 'Teams', 'Charity', 'Registration', 'Check-In', 'Event Team']));
  });

  it('does not open for a scorer: it is not their page', async () => {
    renderDialog('scorer');
    await screen.findByText('No tournaments found that you can administer.');
  });

  it("says across the page when the volunteer's role was removed, and offers nothing more", async () => {
    renderDialog('check-in', { refuseCheckIn: true });
    await user.click(await screen.findByRole('button', { name: `Check in ${first!.name}` }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.some((alert) => alert.querySelector('strong')?.textContent === eventTeamTexts.roleRevoked)).toBe(true);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('button', { name: /Check in/ })).toBeNull();
  });

  it('opens on the tournament of a landing link (/admin?tournament=) once signed in', async () => {
    renderAdmin(<AdminPage tournamentId={tournamentId} />, {
      user: dee,
      routes: [
        ['GET', /^\/api\/tournaments\?/, json(200, [asRole('check-in')])],
        ['GET', /\/teams$/, json(200, [deskTeam])],
      ],
    });
    expect((await screen.findByRole('tab', { name: 'Check-In' })).getAttribute('aria-selected')).toBe('true');
  });

  it.each([
    ['scorer', `/tournament/${tournamentId}/field-cards`],
    ['contest', `/tournament/${tournamentId}/my-stations`],
  ] as const)('sends a %s following the landing link to their own page, not "No tournaments found"', async (role, landing) => {
    function Where() {
      const location = useLocation();
      return <output aria-label="Location">{location.pathname}</output>;
    }
    renderAdmin(
      <>
        <AdminPage tournamentId={tournamentId} />
        <Where />
      </>,
      { user: dee, routes: [['GET', /^\/api\/tournaments\?/, json(200, [asRole(role)])]] },
    );
    expect((await screen.findByRole('status', { name: 'Location' })).textContent).toBe('/');
    await screen.findByText(landing);
    expect(screen.queryByText('No tournaments found that you can administer.')).toBeNull();
  });

  it('leaves a visitor on the page with Sign In', async () => {
    renderAdmin(<AdminPage tournamentId={tournamentId} />, { routes: [['GET', /^\/api\/tournaments\?/, json(200, [asRole(null)])]] });
    await screen.findByText('Sign in to see and manage the tournaments you run.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
