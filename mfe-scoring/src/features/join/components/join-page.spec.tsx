import { beforeAll, jest } from '@jest/globals';
import { fakeResponse, sampleTeam, sampleTournament } from '@fairway/api-client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeRoute, json, renderScoring } from '../../../shared/testing/render-scoring';
import { JoinPage } from './join-page';

const tournament = sampleTournament();
const user = { uid: 'ann-uid', email: 'ann@example.com', displayName: 'Ann Lee', photoURL: null, emailVerified: true };
const tournamentRoute: FakeRoute = ['GET', /\/api\/tournaments\/[^/]+$/, json(200, tournament)];

/** Replaces what a field holds, as a user selecting its text and typing over it does. */
async function retype(person: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await person.clear(field);
  if (text) await person.type(field, text);
}

// A member's forms are a chunk of their own: compiled once here, as the phone has them by the time they show.
beforeAll(() => import('./foursome-forms'));

describe('JoinPage', () => {
  afterEach(() => jest.useRealTimers());

  it('asks a visitor to sign in before creating or joining', async () => {
    renderScoring(<JoinPage tournamentId={tournament.id} />, { routes: [tournamentRoute] });
    await screen.findByRole('heading', { name: 'Sign in to create or join a foursome' });
    expect(screen.queryByRole('button', { name: 'Create Foursome' })).toBeNull();
  });

  it('shows Tournament Not Found', async () => {
    renderScoring(<JoinPage tournamentId="missing" />, { user });
    await screen.findByRole('heading', { name: 'Tournament Not Found' });
    screen.getByText('No tournament has the id missing.');
  });

  it('needs a team name, then creates the foursome, shows its invite code and hides the buttons', async () => {
    const person = userEvent.setup();
    const sent: unknown[] = [];
    renderScoring(<JoinPage tournamentId={tournament.id} />, {
      user,
      routes: [
        tournamentRoute,
        [
          'POST',
          /\/teams$/,
          (body) => {
            sent.push(body);
            return fakeResponse(201, sampleTeam({ name: 'The Eagles', inviteCode: 'QX7K2M', startingHole: 7 }));
          },
        ],
      ],
    });
    await person.click(await screen.findByRole('button', { name: 'Create Foursome' }));
    await screen.findByText('Team name required');
    screen.getByText('Please enter a name for your foursome.');

    await person.type(screen.getByLabelText('Team Name'), 'The Eagles');
    await person.selectOptions(screen.getByLabelText('Starting Hole'), 'Hole 7');
    await person.click(screen.getByRole('button', { name: 'Create Foursome' }));
    await screen.findByText('QX7K2M');
    expect(sent).toEqual([{ name: 'The Eagles', startingHole: 7, players: [] }]);
    await screen.findByText('The Eagles will start on Hole 7. Share the invite code with your teammates.');
    expect(screen.queryByRole('button', { name: 'Create Foursome' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Join Foursome' })).toBeNull();
  });

  it('joins by an upper-cased code of at most 6 characters and opens the scorecard, or says why not', async () => {
    const person = userEvent.setup();
    const team = sampleTeam();
    let accept = false;
    renderScoring(<JoinPage tournamentId={tournament.id} />, {
      user,
      routes: [
        tournamentRoute,
        [
          'POST',
          /\/api\/teams\/join$/,
          () => (accept ? fakeResponse(200, team) : fakeResponse(404, { statusCode: 404, error: 'Not Found', message: 'No team has this invite code' })),
        ],
      ],
    });
    await person.click(await screen.findByRole('button', { name: 'Join Foursome' }));
    await screen.findByText('Please enter the invite code from your teammate.');

    await person.type(screen.getByLabelText('Invite Code'), 'abc123xyz');
    expect((screen.getByLabelText('Invite Code') as HTMLInputElement).value).toBe('ABC123');
    await person.click(screen.getByRole('button', { name: 'Join Foursome' }));
    await screen.findByText('Invalid invite code or team is full.');

    accept = true;
    await person.click(screen.getByRole('button', { name: 'Join Foursome' }));
    await screen.findByText("You've successfully joined the team.");
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/scorecard?tournamentId=${team.tournamentId}&teamId=${team.id}`));
  });

  it("opens from a captain's invite link with the team's code filled in, joining first", async () => {
    const person = userEvent.setup();
    const team = sampleTeam();
    const sent: string[] = [];
    renderScoring(<JoinPage tournamentId={tournament.id} code="QX7K2M" />, {
      user,
      routes: [
        tournamentRoute,
        [
          'POST',
          /\/api\/teams\/join$/,
          (body) => {
            sent.push((body as { inviteCode: string }).inviteCode);
            return fakeResponse(200, team);
          },
        ],
      ],
    });
    await screen.findByText('Your captain has registered your foursome: join it with its invite code, then add your details.');
    expect(((await screen.findByLabelText('Invite Code')) as HTMLInputElement).value).toBe('QX7K2M');
    await person.click(screen.getByRole('button', { name: 'Join Foursome' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/scorecard?tournamentId=${team.tournamentId}&teamId=${team.id}`));
    expect(sent).toEqual(['QX7K2M']);
  });

  /** A new foursome on screen; the clock is fake from here, so the redirect after Save is stepped, not waited for. */
  async function createdFoursome(patch: (body: unknown) => ReturnType<typeof fakeResponse>) {
    jest.useFakeTimers();
    const person = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const created = sampleTeam({ name: 'The Eagles', inviteCode: 'QX7K2M', players: [sampleTeam().players[0]!] });
    const view = renderScoring(<JoinPage tournamentId={tournament.id} />, {
      user,
      routes: [tournamentRoute, ['POST', /\/teams$/, () => fakeResponse(201, created)], ['PATCH', /\/api\/teams\/[^/]+$/, patch]],
    });
    await person.type(await screen.findByLabelText('Team Name'), 'The Eagles');
    await person.click(screen.getByRole('button', { name: 'Create Foursome' }));
    await screen.findByText('QX7K2M');
    return { view, person, created, slot: (position: number) => within(screen.getByRole('group', { name: `Player ${position}` })) };
  }

  it('saves the named players of the new foursome (18 for a blank handicap), says Team saved! and opens the scorecard after 1.5 s', async () => {
    const sent: unknown[] = [];
    const { person, created, slot } = await createdFoursome((body) => {
      sent.push(body);
      return fakeResponse(200, { ...created, players: [...created.players, { ...sampleTeam().players[1]!, name: 'Cy Park', handicap: 18 }] });
    });
    expect((slot(1).getByLabelText('Name') as HTMLInputElement).value).toBe('Ann Lee');
    await person.type(slot(2).getByLabelText('Name'), ' Cy Park ');
    await person.type(slot(3).getByLabelText('E-mail (optional)'), 'nobody@example.com');
    await person.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText('Team saved!');
    screen.getByText('2 players saved.');
    expect(sent).toEqual([
      {
        name: 'The Eagles',
        players: [
          { id: created.players[0]!.id, name: 'Ann Lee', email: 'ann@example.com', handicap: 12, position: 1 },
          { name: 'Cy Park', email: null, handicap: 18, position: 2 },
        ],
      },
    ]);
    await act(() => jest.advanceTimersByTimeAsync(1_400));
    expect(screen.getByTestId('location').textContent).not.toContain('/scorecard');
    await act(() => jest.advanceTimersByTimeAsync(200));
    expect(screen.getByTestId('location').textContent).toBe(`/scorecard?tournamentId=${created.tournamentId}&teamId=${created.id}`);
  });

  it('refuses a team with nobody named or a handicap over 36; Register keeps the players and stays', async () => {
    const sent: unknown[] = [];
    const { person, created, slot } = await createdFoursome((body) => {
      sent.push(body);
      return fakeResponse(200, created);
    });
    await retype(person, slot(1).getByLabelText('Name'), '  ');
    await person.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('At least one player required');
    screen.getByText('Please enter the name of at least one player.');
    await person.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByText('Cannot register empty team');
    screen.getByText('Please add at least one player before registering.');

    await retype(person, slot(1).getByLabelText('Name'), 'Ann Lee');
    await retype(person, slot(1).getByLabelText('Handicap'), '40');
    await person.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByText('Handicap must be between 0 and 36');
    screen.getByText('Add your playing partners. Handicap 0-36; blank counts as 18.');
    expect(sent).toEqual([]);

    await retype(person, slot(1).getByLabelText('Handicap'), '9.4');
    await person.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByText('Team registered!');
    expect(sent).toEqual([{ name: 'The Eagles', players: [expect.objectContaining({ name: 'Ann Lee', handicap: 9.4 })] }]);
    await act(() => jest.advanceTimersByTimeAsync(1_600));
    expect(screen.getByTestId('location').textContent).not.toContain('/scorecard');
  });
});
