import { fakeUser } from '@fairway/auth/testing';
import { fakeResponse, sampleTournament } from '@fairway/api-client/testing';
import { organisationMessages } from '@fairway/contracts/organisation-messages';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderAdmin } from '../../../shared/testing/render-admin';
import { InvitePreviousFieldDialog } from './invite-previous-field-dialog';

const user = userEvent.setup();
const tournament = { ...sampleTournament(), id: '00000000-0000-4000-8000-0000000000b1', name: 'Spring Classic 2027' };
const path = /\/api\/tournaments\/00000000-0000-4000-8000-0000000000b1\/invite-previous-field$/;

describe('InvitePreviousFieldDialog', () => {
  it('says how many will be invited, sends once on Send Invitations, says how many went and closes', async () => {
    let posts = 0;
    let closed = 0;
    renderAdmin(<InvitePreviousFieldDialog tournament={tournament} onClose={() => (closed += 1)} />, {
      user: fakeUser({ uid: 'uid-olive' }),
      routes: [
        ['GET', path, () => fakeResponse(200, { count: 42, previousEventName: 'Spring Classic 2026' })],
        [
          'POST',
          path,
          () => {
            posts += 1;
            return fakeResponse(200, { queued: 42 });
          },
        ],
      ],
    });
    expect(await screen.findByText(/42 people from Spring Classic 2026 will be e-mailed an invitation to register for Spring Classic 2027/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send Invitations' }));
    await waitFor(() => expect(closed).toBe(1));
    expect(posts).toBe(1);
    expect(await screen.findByText('Invitations sent to 42 people')).toBeTruthy();
  });

  it('says why when the event was not cloned', async () => {
    renderAdmin(<InvitePreviousFieldDialog tournament={tournament} onClose={() => undefined} />, {
      user: fakeUser({ uid: 'uid-olive' }),
      routes: [['GET', path, () => fakeResponse(409, { statusCode: 409, error: 'Conflict', message: organisationMessages.notCloned })]],
    });
    expect(await screen.findByText(`Failed to count last year’s players: ${organisationMessages.notCloned}`)).toBeTruthy();
  });
});
