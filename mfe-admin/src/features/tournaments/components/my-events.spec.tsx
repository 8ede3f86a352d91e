import { fakeUser } from '@fairway/auth/testing';
import { screen, within } from '@testing-library/react';
import { json, renderAdmin } from '../../../shared/testing/render-admin';
import { MyEvents } from './my-events';

const roles = {
  roles: [
    { tournamentId: 't-scorer', tournamentName: 'Autumn Classic', date: '2026-10-01', role: 'scorer' },
    { tournamentId: 't-desk', tournamentName: 'Spring Scramble', date: '2026-04-01', role: 'check-in' },
    { tournamentId: 't-contest', tournamentName: 'Summer Cup', date: '2026-07-01', role: 'contest' },
  ],
};

describe('My events', () => {
  it('lists the events where the signed-in person holds a role, each opening its landing', async () => {
    renderAdmin(<MyEvents signedIn />, { user: fakeUser(), routes: [['GET', /^\/api\/me\/event-roles$/, json(200, roles)]] });
    const section = await screen.findByRole('region', { name: 'My events' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [expect.stringMatching(/^Spring Scramble.*Check-in desk/), '/admin?tournament=t-desk'],
      [expect.stringMatching(/^Summer Cup.*Contest volunteer/), '/tournament/t-contest/my-stations'],
      [expect.stringMatching(/^Autumn Classic.*Scorer/), '/tournament/t-scorer/field-cards'],
    ]);
  });

  it('asks nothing and shows nothing for a visitor', async () => {
    const view = renderAdmin(<MyEvents signedIn={false} />, { routes: [['GET', /^\/api\/me\/event-roles$/, json(200, roles)]] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'My events' })).toBeNull();
    expect(view.fetch).not.toHaveBeenCalled();
  });
});
