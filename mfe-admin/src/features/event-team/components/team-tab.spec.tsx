import { fakeUser } from '@fairway/auth/testing';
import type { AuthUser } from '@fairway/auth';
import { sampleTournament } from '@fairway/api-client/testing';
import type { EventMember, EventRole } from '@fairway/contracts/event-team';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { json, renderAdmin } from '../../../shared/testing/render-admin';
import { TeamTab } from './team-tab';

const user = userEvent.setup();
const tournamentId = '5f0c8a8e-0d6b-4c1e-9d36-1a2b3c4d5e6f';
const contestId = '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c40';
const fiveMinutesAgo = () => new Date(Date.now() - 5 * 60_000 - 1000).toISOString();

const member = (overrides: Partial<EventMember>): EventMember => ({
  id: '00000000-0000-4000-8000-00000000e001',
  tournamentId,
  role: 'check-in',
  status: 'active',
  email: 'dee@example.com',
  displayName: 'Dee Desk',
  contestIds: [],
  invitedBy: 'Olive Organiser',
  invitedAt: '2026-11-20T10:00:00.000Z',
  acceptedAt: '2026-11-20T11:00:00.000Z',
  revokedAt: null,
  lastActiveAt: null,
  ...overrides,
});

const members = () => [
  member({ lastActiveAt: fiveMinutesAgo() }),
  member({ id: '00000000-0000-4000-8000-00000000e002', role: 'contest', displayName: 'Cal Contest', email: 'cal@example.com', contestIds: [contestId] }),
  member({ id: '00000000-0000-4000-8000-00000000e003', status: 'invited', displayName: null, email: 'ivy@example.com', acceptedAt: null }),
  member({ id: '00000000-0000-4000-8000-00000000e004', status: 'revoked', displayName: 'Rex Revoked', revokedAt: '2026-11-21T10:00:00.000Z' }),
  member({ id: '00000000-0000-4000-8000-00000000e005', role: 'co-organiser', displayName: 'Coco Organiser', email: 'coco@example.com' }),
];

function renderTab(myRole: EventRole, { user = null as AuthUser | null, adminUserId = undefined as string | undefined } = {}) {
  const writes: Array<[string, string, unknown]> = [];
  const write = (method: string, reply: unknown) => (body: unknown) => {
    const [url] = view.fetch.mock.calls.at(-1)!;
    writes.push([method, url.replace(`/api/tournaments/${tournamentId}`, ''), body]);
    return json(200, reply)();
  };
  const invitation = { member: member({ status: 'invited', email: null, displayName: null }), code: 'K7Q-2MX', link: '/event-invite/K7Q-2MX' };
  const view = renderAdmin(<TeamTab tournamentId={tournamentId} />, {
    user,
    routes: [
      ['GET', /\/event-team$/, () => json(200, { members: members() })()],
      ['GET', /\/contests$/, json(200, [{ id: contestId, tournamentId, hole: 7, title: 'Closest to the pin' }])],
      [
        'GET',
        new RegExp(`/api/tournaments/${tournamentId}$`),
        json(200, { ...sampleTournament({ id: tournamentId }), myRole, ...(adminUserId ? { adminUserId } : {}) }),
      ],
      ['POST', /\/event-team\/invites$/, write('POST', invitation)],
      ['PATCH', /\/event-team\/[^/]+$/, write('PATCH', members()[0])],
      ['DELETE', /\/event-team\/[^/]+$/, write('DELETE', '')],
      ['POST', /\/owner$/, write('POST', '')],
    ],
  });
  return { ...view, writes };
}

const row = async (name: string) => (await screen.findByText(name)).closest('li')!;

describe('TeamTab', () => {
  it('lists each member with role, state, e-mail, last active and a contest volunteer’s contests', async () => {
    renderTab('owner');
    const dee = await row('Dee Desk');
    expect(within(dee).getByText('Check-in desk')).toBeTruthy();
    expect(within(dee).getByText('Active')).toBeTruthy();
    expect(within(dee).getByText('dee@example.com · Last active 5 min ago')).toBeTruthy();
    expect(within(await row('Cal Contest')).getByText('Contests: Hole 7: Closest to the pin')).toBeTruthy();
    const ivy = await row('ivy@example.com');
    expect(within(ivy).getByText('Invited')).toBeTruthy();
    expect(within(ivy).getByText('Last active Never')).toBeTruthy();
    const rex = await row('Rex Revoked');
    expect(within(rex).getByText('Revoked')).toBeTruthy();
    expect(within(rex).queryByRole('button')).toBeNull();
  });

  it('shares a link: shows its link, code and QR code once, with a copy button', async () => {
    const view = renderTab('co-organiser');
    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    await user.selectOptions(await screen.findByLabelText('Role'), 'Contest volunteer');
    await user.click(await screen.findByLabelText('Hole 7: Closest to the pin'));
    await user.click(screen.getByLabelText('Share a link'));
    await user.click(screen.getByRole('button', { name: 'Make link' }));
    const shown = await screen.findByRole('group', { name: 'Invitation link' });
    expect(within(shown).getByText(`${window.location.origin}/event-invite/K7Q-2MX`)).toBeTruthy();
    expect(within(shown).getByText('K7Q-2MX')).toBeTruthy();
    expect(within(shown).getByRole('img', { name: 'QR code of the invitation' })).toBeTruthy();
    expect(within(shown).getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(view.writes).toEqual([['POST', '/event-team/invites', { role: 'contest', contestIds: [contestId] }]]);
  });

  it('invites by e-mail, changes a role and revokes one after confirming', async () => {
    const view = renderTab('owner');
    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    await user.type(await screen.findByLabelText('E-mail'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await screen.findByRole('group', { name: 'Invitation link' });
    await user.click(screen.getByRole('button', { name: 'Done' }));

    await user.click(await screen.findByRole('button', { name: 'Change the role of Dee Desk' }));
    await user.selectOptions(await screen.findByLabelText('Role'), 'Scorer');
    await user.click(screen.getByRole('button', { name: 'Save role' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save role' })).toBeNull());

    await user.click(await screen.findByRole('button', { name: 'Revoke Dee Desk' }));
    expect(await screen.findByText(/their next request is refused/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(view.writes).toHaveLength(3));
    expect(view.writes).toEqual([
      ['POST', '/event-team/invites', { role: 'check-in', contestIds: [], email: 'new@example.com' }],
      ['PATCH', '/event-team/00000000-0000-4000-8000-00000000e001', { role: 'scorer' }],
      ['DELETE', '/event-team/00000000-0000-4000-8000-00000000e001', undefined],
    ]);
  });

  it('offers handing ownership over to the owner alone, for an active co-organiser only, after confirming', async () => {
    const view = renderTab('owner');
    await user.click(await screen.findByRole('button', { name: 'Make Coco Organiser the owner' }));
    expect(screen.queryByRole('button', { name: 'Make ivy@example.com the owner' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Make Dee Desk the owner' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Make Cal Contest the owner' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Hand ownership over' }));
    await waitFor(() => expect(view.writes).toEqual([['POST', '/owner', { memberId: '00000000-0000-4000-8000-00000000e005' }]]));
  });

  it('lists the owner first, as the tournament read names them, with no actions', async () => {
    renderTab('co-organiser', { adminUserId: 'olive@example.com' });
    const list = await screen.findByRole('list', { name: 'Team members' });
    await within(list).findByText('Dee Desk');
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(within(first).getByText('olive@example.com')).toBeTruthy();
    expect(within(first).getByText('Owner')).toBeTruthy();
    expect(within(first).queryByRole('button')).toBeNull();
  });

  it('names the owner "Owner" when the tournament read gives only an account id', async () => {
    renderTab('co-organiser', { adminUserId: 'uid-olive' });
    const list = await screen.findByRole('list', { name: 'Team members' });
    await within(list).findByText('Dee Desk');
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(first.querySelector('strong')?.textContent).toBe('Owner');
    expect(screen.queryByText('uid-olive')).toBeNull();
  });

  it('shows the owner their own row with their name, active now', async () => {
    renderTab('owner', { user: fakeUser({ uid: 'uid-olive', email: 'olive@example.com', displayName: 'Olive Organiser' }), adminUserId: 'uid-olive' });
    const olive = await row('Olive Organiser');
    expect(within(olive).getByText('You · Last active Now')).toBeTruthy();
    expect(within(olive).queryByRole('button')).toBeNull();
  });

  it("offers no change, revoke or hand-over on the caller's own row, and says they are active now", async () => {
    renderTab('co-organiser', { user: fakeUser({ uid: 'uid-coco', email: 'Coco@example.com' }) });
    const coco = await row('Coco Organiser');
    expect(within(coco).getByText('coco@example.com · Last active Now')).toBeTruthy();
    expect(within(coco).queryByRole('button')).toBeNull();
    within(await row('Dee Desk')).getByRole('button', { name: 'Change the role of Dee Desk' });
  });

  it('gives a co-organiser no ownership button', async () => {
    renderTab('co-organiser');
    await screen.findByRole('button', { name: 'Change the role of Dee Desk' });
    expect(screen.queryByRole('button', { name: /the owner$/ })).toBeNull();
  });
});
