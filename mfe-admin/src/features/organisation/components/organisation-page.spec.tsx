import { fakeUser } from '@fairway/auth/testing';
import { fakeResponse } from '@fairway/api-client/testing';
import type { OrganisationPage as OrganisationData, OrganisationPeople } from '@fairway/contracts/organisation';
import { organisationMessages } from '@fairway/contracts/organisation';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { json, renderAdmin } from '../../../shared/testing/render-admin';
import { OrganisationPage } from './organisation-page';

const user = userEvent.setup();
const organisationId = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c41';
const event = (id: string, name: string, date: string, raised: number) => ({ id, name, date, status: 'completed', charityGoal: 10_000, raised });

const page = (role: 'admin' | 'event-manager'): OrganisationData => ({
  id: organisationId,
  name: 'Junior Golf Foundation',
  role,
  years: [
    { year: 2027, raised: 0, events: [event('00000000-0000-4000-8000-0000000000b2', 'Spring Classic', '2027-05-01', 0)] },
    { year: 2026, raised: 5_260.5, events: [event('00000000-0000-4000-8000-0000000000b1', 'Spring Classic', '2026-05-02', 5_260.5)] },
  ],
  members: [
    { id: '00000000-0000-4000-8000-0000000000c1', email: 'olive@example.com', userId: 'uid-olive', role: 'admin', addedAt: '2026-01-01T00:00:00.000Z' },
    { id: '00000000-0000-4000-8000-0000000000c2', email: 'ed@example.com', userId: null, role: 'event-manager', addedAt: '2026-01-02T00:00:00.000Z' },
  ],
});

const people: OrganisationPeople = {
  events: [{ id: '00000000-0000-4000-8000-0000000000b1', name: 'Spring Classic', date: '2026-05-02' }],
  people: [
    {
      email: 'ann@example.com',
      name: 'Ann Lee',
      played: 1,
      given: 250,
      events: [{ tournamentId: '00000000-0000-4000-8000-0000000000b1', played: true, teamName: 'Eagles', given: 250, sponsored: null }],
    },
  ],
  nextEvent: {
    id: '00000000-0000-4000-8000-0000000000b2',
    name: 'Spring Classic',
    date: '2027-05-01',
    registrationLink: 'https://fairway.example/tournament/00000000-0000-4000-8000-0000000000b2/register',
  },
};

function renderPage(role: 'admin' | 'event-manager') {
  const writes: Array<[string, unknown]> = [];
  const view = renderAdmin(<OrganisationPage organisationId={organisationId} />, {
    user: fakeUser({ uid: 'uid-olive', email: 'olive@example.com' }),
    routes: [
      ['GET', /\/people$/, json(200, people)],
      ['GET', new RegExp(`/api/organisations/${organisationId}$`), json(200, page(role))],
      [
        'POST',
        /\/members$/,
        (body) => {
          writes.push(['add', body]);
          return fakeResponse(201, {
            id: '00000000-0000-4000-8000-0000000000c3',
            email: 'new@example.com',
            userId: null,
            role: 'event-manager',
            addedAt: '2026-01-03T00:00:00.000Z',
          });
        },
      ],
      [
        'PATCH',
        /\/members\/.+$/,
        (body) => {
          writes.push(['change', body]);
          return fakeResponse(200, page(role).members[1]);
        },
      ],
    ],
  });
  return { ...view, writes };
}

describe('OrganisationPage', () => {
  it('shows the events by year with what each raised, the members and the people', async () => {
    renderPage('event-manager');
    await screen.findByRole('heading', { name: 'Junior Golf Foundation' }, { timeout: 5000 });
    const lastYear = screen.getByRole('region', { name: '2026' });
    within(lastYear).getByText('$5,260.50 raised');
    expect(
      within(lastYear)
        .getByRole('link', { name: /Spring Classic/ })
        .getAttribute('href'),
    ).toBe('/admin?tournament=00000000-0000-4000-8000-0000000000b1');
    const years = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(years).toEqual(['2027', '2026']);
    const members = screen.getByRole('region', { name: 'Members' });
    within(members).getByText('olive@example.com');
    within(members).getByText('Event manager');
    expect(within(members).queryByRole('button', { name: 'Add member' })).toBeNull();
    const peopleSection = screen.getByRole('region', { name: 'People' });
    await within(peopleSection).findByText('ann@example.com');
    within(peopleSection).getByText('Played 1 event · gave $250.00');
    expect(within(peopleSection).getByRole('link', { name: 'Spring Classic’s registration' }).getAttribute('href')).toBe(people.nextEvent!.registrationLink);
  });

  it('lets an admin add a member by e-mail and change a role, refusing a bad e-mail before asking', async () => {
    const view = renderPage('admin');
    const members = await screen.findByRole('region', { name: 'Members' });
    await user.type(within(members).getByLabelText('E-mail'), 'not-an-email');
    await user.click(within(members).getByRole('button', { name: 'Add member' }));
    within(members).getByText(organisationMessages.emailInvalid);
    expect(view.writes).toEqual([]);
    await user.clear(within(members).getByLabelText('E-mail'));
    await user.type(within(members).getByLabelText('E-mail'), 'New@Example.com');
    await user.click(within(members).getByRole('button', { name: 'Add member' }));
    await waitFor(() => expect(view.writes).toEqual([['add', { email: 'new@example.com', role: 'event-manager' }]]));
    await user.selectOptions(within(members).getByLabelText('Role of ed@example.com'), 'Admin');
    await waitFor(() => expect(view.writes.at(-1)).toEqual(['change', { role: 'admin' }]));
  });

  it('says so when the caller is not a member', async () => {
    renderAdmin(<OrganisationPage organisationId={organisationId} />, {
      user: fakeUser({ uid: 'uid-x' }),
      routes: [['GET', /\/api\/organisations\//, json(403, { statusCode: 403, error: 'Forbidden', message: organisationMessages.notMember })]],
    });
    await screen.findByText(new RegExp(organisationMessages.notMember));
  });
});
