import { fakeUser } from '@fairway/auth/testing';
import { fakeResponse } from '@fairway/api-client/testing';
import { eventTeamTexts } from '@fairway/contracts/event-team-texts';
import { useLocation } from '@fairway/ui/router';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { json, renderAdmin } from '../../../shared/testing/render-admin';
import { EventInvitePage } from './event-invite-page';

const user = userEvent.setup();
const tournamentId = '00000000-0000-4000-8000-0000000000a1';
const preview = (role: string, status = 'invited') => ({ tournamentId, tournamentName: 'Spring Charity Scramble', role, status });

function Where() {
  const location = useLocation();
  return <output aria-label="Location">{`${location.pathname}${location.search}`}</output>;
}

function renderPage(answer: () => Response, signedIn = true) {
  const accepted: unknown[] = [];
  const view = renderAdmin(
    <>
      <EventInvitePage code="K7Q-2MX" />
      <Where />
    </>,
    {
      user: signedIn ? fakeUser({ uid: 'uid-dee', email: 'dee@example.com' }) : null,
      routes: [
        ['GET', /^\/api\/event-invites\/K7Q-2MX$/, answer],
        [
          'POST',
          /^\/api\/event-invites\/accept$/,
          (body) => {
            accepted.push(body);
            return fakeResponse(200, {});
          },
        ],
      ],
    },
  );
  return { ...view, accepted };
}

describe('EventInvitePage', () => {
  it('shows the tournament and role, accepts, and lands a desk volunteer on their administration', async () => {
    const view = renderPage(json(200, preview('check-in')));
    await screen.findByRole('heading', { name: 'Spring Charity Scramble' });
    screen.getByText('Check-in desk');
    screen.getByText('Signed in as dee@example.com');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(`/admin?tournament=${tournamentId}`)).toBeTruthy();
    expect(view.accepted).toEqual([{ code: 'K7Q-2MX' }]);
  });

  it("lands a scorer on the field's cards", async () => {
    renderPage(json(200, preview('scorer')));
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(`/tournament/${tournamentId}/field-cards`)).toBeTruthy();
  });

  it('asks a visitor to sign in before accepting', async () => {
    renderPage(json(200, preview('contest')), false);
    await screen.findByRole('button', { name: 'Sign In' });
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('says when the code is unknown or the invitation was withdrawn', async () => {
    renderPage(json(404, { statusCode: 404, error: 'Not Found', message: 'Invitation not found' }));
    await screen.findByText(eventTeamTexts.invitationNotFound);
  });

  it('offers no Accept on a withdrawn invitation', async () => {
    renderPage(json(200, preview('check-in', 'revoked')));
    await screen.findByText(eventTeamTexts.invitationRevoked);
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });
});
