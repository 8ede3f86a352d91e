import { fakeUser } from '@fairway/auth/testing';
import { fakeResponse, sampleTournament } from '@fairway/api-client/testing';
import { useLocation } from '@fairway/ui/router';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderAdmin, retype } from '../../../shared/testing/render-admin';
import { CloneEventDialog, sameDayNextYear } from './clone-event-dialog';

const user = userEvent.setup();

function Where() {
  const location = useLocation();
  return <output aria-label="Location">{`${location.pathname}${location.search}`}</output>;
}

describe('CloneEventDialog', () => {
  it('proposes the same name a year later, sends the chosen name and date, and lands on the new event', async () => {
    const tournament = { ...sampleTournament(), id: '00000000-0000-4000-8000-0000000000a1', name: 'Spring Classic', date: '2026-05-02' };
    const sent: unknown[] = [];
    let closed = 0;
    renderAdmin(
      <>
        <CloneEventDialog tournament={tournament} onClose={() => (closed += 1)} />
        <Where />
      </>,
      {
        user: fakeUser({ uid: 'uid-olive' }),
        routes: [
          [
            'POST',
            /\/api\/tournaments\/00000000-0000-4000-8000-0000000000a1\/clone$/,
            (body) => {
              sent.push(body);
              return fakeResponse(201, { id: '00000000-0000-4000-8000-0000000000a2', name: 'Spring Classic 2027', date: '2027-05-01', organisationId: null });
            },
          ],
        ],
      },
    );
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Spring Classic');
    expect(screen.getByLabelText('Date')).toHaveProperty('value', '2027-05-02');
    await retype(screen.getByLabelText('Name'), 'Spring Classic 2027');
    await user.click(screen.getByRole('button', { name: 'Clone Event' }));
    await waitFor(() => expect(sent).toEqual([{ name: 'Spring Classic 2027', date: '2027-05-02' }]));
    await waitFor(() => expect(screen.getByLabelText('Location').textContent).toBe('/admin?tournament=00000000-0000-4000-8000-0000000000a2'));
    expect(closed).toBe(1);
  });

  it('keeps the 28th for a leap day', () => {
    expect(sameDayNextYear('2028-02-29')).toBe('2029-02-28');
    expect(sameDayNextYear('2026-12-31')).toBe('2027-12-31');
  });
});
