import { fakeResponse, sampleTeam, sampleTournament } from '@fairway/api-client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type FakeRoute, json, renderScoring } from '../../../shared/testing/render-scoring';
import { JoinPage } from './join-page';

const tournament = sampleTournament();
const user = { uid: 'ann-uid', email: 'ann@example.com', displayName: 'Ann Lee', photoURL: null, emailVerified: true };
const tournamentRoute: FakeRoute = ['GET', /\/api\/tournaments\/[^/]+$/, json(200, tournament)];

describe('JoinPage', () => {
  it('asks a visitor to sign in before creating or joining', async () => {
    renderScoring(<JoinPage tournamentId={tournament.id} />, { routes: [tournamentRoute] });
    expect(await screen.findByRole('heading', { name: 'Sign in to create or join a foursome' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create Foursome' })).toBeNull();
  });

  it('shows Tournament Not Found', async () => {
    renderScoring(<JoinPage tournamentId="missing" />, { user });
    expect(await screen.findByRole('heading', { name: 'Tournament Not Found' })).toBeTruthy();
    expect(screen.getByText('No tournament has the id missing.')).toBeTruthy();
  });

  it('needs a team name, then creates the foursome, shows its invite code and hides the buttons', async () => {
    const sent: unknown[] = [];
    renderScoring(<JoinPage tournamentId={tournament.id} />, {
      user,
      routes: [
        tournamentRoute,
        ['POST', /\/teams$/, (body) => {
          sent.push(body);
          return fakeResponse(201, sampleTeam({ name: 'The Eagles', inviteCode: 'QX7K2M', startingHole: 7 }));
        }],
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Create Foursome' }));
    expect(await screen.findByText('Team name required')).toBeTruthy();
    expect(screen.getByText('Please enter a name for your foursome.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Team Name'), { target: { value: 'The Eagles' } });
    fireEvent.change(screen.getByLabelText('Starting Hole'), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Foursome' }));
    expect(await screen.findByText('QX7K2M')).toBeTruthy();
    expect(sent).toEqual([{ name: 'The Eagles', startingHole: 7, players: [] }]);
    expect(await screen.findByText('The Eagles will start on Hole 7. Share the invite code with your teammates.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create Foursome' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Join Foursome' })).toBeNull();
  });

  it('joins by an upper-cased code of at most 6 characters and opens the scorecard, or says why not', async () => {
    const team = sampleTeam();
    let accept = false;
    renderScoring(<JoinPage tournamentId={tournament.id} />, {
      user,
      routes: [
        tournamentRoute,
        ['POST', /\/api\/teams\/join$/, () => (accept ? fakeResponse(200, team) : fakeResponse(404, { statusCode: 404, error: 'Not Found', message: 'No team has this invite code' }))],
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Join Foursome' }));
    expect(await screen.findByText('Please enter the invite code from your teammate.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Invite Code'), { target: { value: 'abc123xyz' } });
    expect((screen.getByLabelText('Invite Code') as HTMLInputElement).value).toBe('ABC123');
    fireEvent.click(screen.getByRole('button', { name: 'Join Foursome' }));
    expect(await screen.findByText('Invalid invite code or team is full.')).toBeTruthy();

    accept = true;
    fireEvent.click(screen.getByRole('button', { name: 'Join Foursome' }));
    expect(await screen.findByText("You've successfully joined the team.")).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/scorecard?tournamentId=${team.tournamentId}&teamId=${team.id}`));
  });

  async function createdFoursome(patch: (body: unknown) => ReturnType<typeof fakeResponse>) {
    const created = sampleTeam({ name: 'The Eagles', inviteCode: 'QX7K2M', players: [sampleTeam().players[0]!] });
    const view = renderScoring(<JoinPage tournamentId={tournament.id} />, {
      user,
      routes: [tournamentRoute, ['POST', /\/teams$/, () => fakeResponse(201, created)], ['PATCH', /\/api\/teams\/[^/]+$/, patch]],
    });
    fireEvent.change(await screen.findByLabelText('Team Name'), { target: { value: 'The Eagles' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Foursome' }));
    await screen.findByText('QX7K2M');
    return { view, created, slot: (position: number) => within(screen.getByRole('group', { name: `Player ${position}` })) };
  }

  it('saves the named players of the new foursome (18 for a blank handicap), says Team saved! and opens the scorecard after 1.5 s', async () => {
    const sent: unknown[] = [];
    const { created, slot } = await createdFoursome((body) => {
      sent.push(body);
      return fakeResponse(200, { ...created, players: [...created.players, { ...sampleTeam().players[1]!, name: 'Cy Park', handicap: 18 }] });
    });
    expect((slot(1).getByLabelText('Name') as HTMLInputElement).value).toBe('Ann Lee');
    fireEvent.change(slot(2).getByLabelText('Name'), { target: { value: ' Cy Park ' } });
    fireEvent.change(slot(3).getByLabelText('E-mail (optional)'), { target: { value: 'nobody@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Team saved!')).toBeTruthy();
    expect(screen.getByText('2 players saved.')).toBeTruthy();
    expect(sent).toEqual([
      {
        name: 'The Eagles',
        players: [
          { id: created.players[0]!.id, name: 'Ann Lee', email: 'ann@example.com', handicap: 12, position: 1 },
          { name: 'Cy Park', email: null, handicap: 18, position: 2 },
        ],
      },
    ]);
    expect(screen.getByTestId('location').textContent).not.toContain('/scorecard');
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_600)));
    expect(screen.getByTestId('location').textContent).toBe(`/scorecard?tournamentId=${created.tournamentId}&teamId=${created.id}`);
  });

  it('refuses a team with nobody named or a handicap over 36; Register keeps the players and stays', async () => {
    const sent: unknown[] = [];
    const { created, slot } = await createdFoursome((body) => {
      sent.push(body);
      return fakeResponse(200, created);
    });
    fireEvent.change(slot(1).getByLabelText('Name'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('At least one player required')).toBeTruthy();
    expect(screen.getByText('Please enter the name of at least one player.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Cannot register empty team')).toBeTruthy();
    expect(screen.getByText('Please add at least one player before registering.')).toBeTruthy();

    fireEvent.change(slot(1).getByLabelText('Name'), { target: { value: 'Ann Lee' } });
    fireEvent.change(slot(1).getByLabelText('Handicap'), { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Handicap must be between 0 and 36')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(slot(1).getByLabelText('Handicap'), { target: { value: '9.4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Team registered!')).toBeTruthy();
    expect(sent).toEqual([{ name: 'The Eagles', players: [expect.objectContaining({ name: 'Ann Lee', handicap: 9.4 })] }]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_600)));
    expect(screen.getByTestId('location').textContent).not.toContain('/scorecard');
  });
});
