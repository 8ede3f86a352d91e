import { jest } from '@jest/globals';
import { fakeResponse, sampleContest, sampleContestEntry, sampleTeam, sampleTournament } from '@fairway/api-client/testing';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderAdmin } from '../../../shared/testing/render-admin';
import { ResultsPage } from './results-page';

const user = userEvent.setup();

const pars = [4, 5, 4, 4, 3, 5, 3, 4, 4, 4, 4, 3, 4, 5, 4, 4, 3, 5];
const tournament = sampleTournament({
  status: 'completed',
  charityRaised: 1250.5,
  holes: pars.map((par, index) => ({ number: index + 1, par, yardage: 400, handicap: index + 1 })),
});
const team = sampleTeam();
const [ann, bo] = team.players;
const board = {
  tournamentId: tournament.id,
  tournamentName: tournament.name,
  format: 'best-ball',
  updatedAt: '2026-11-21T18:00:00.000Z',
  rows: [
    {
      teamId: team.id,
      teamName: team.name,
      position: 1,
      positionLabel: '1',
      currentHole: 1,
      thru: 18,
      startingHole: 1,
      completionPercentage: 100,
      totalScore: -2,
      totalScoreLabel: '-2',
      grossTotal: 74,
      netTotal: 70,
      isLeader: true,
    },
  ],
};
const score = (playerId: string, hole: number, strokes: number, isBest: boolean) => ({
  tournamentId: tournament.id,
  teamId: team.id,
  playerId,
  playerName: '',
  hole,
  strokes,
  netScore: strokes - 1,
  isBest,
  updatedAt: '2026-11-21T18:00:00.000Z',
  changedBy: null,
  corrected: false,
});

const contests = [
  sampleContest({
    id: '11111111-1111-4111-8111-111111111111',
    tournamentId: tournament.id,
    title: 'Closest to the Pin',
    sponsorName: 'Acme',
    prize: null,
    leaders: [
      {
        division: 'Open',
        entry: sampleContestEntry({
          id: '33333333-3333-4333-8333-333333333333',
          contestId: '11111111-1111-4111-8111-111111111111',
          teamId: team.id,
          teamName: team.name,
          playerId: ann!.id,
          playerName: ann!.name,
          createdAt: '2026-11-21T15:00:00.000Z',
        }),
      },
    ],
  }),
];
const skinsBoard = {
  tournamentId: tournament.id,
  unit: 'player',
  games: [{ basis: 'gross', pot: 80, holes: [], winners: [{ id: ann!.id, name: ann!.name, skins: 1, holesWon: 2, value: 80 }], final: true, holesUnwon: 0 }],
};
const finished = {
  tournamentId: tournament.id,
  phase: 'finished',
  total: 1,
  step: 1,
  current: null,
  revealed: [
    {
      id: 'place-1',
      category: 'place',
      title: '1st Place',
      prize: 'Trophy',
      sponsorName: 'Acme',
      winners: [{ name: team.name, teamName: null, detail: '-2' }],
    },
  ],
  updatedAt: '2026-11-21T19:00:00.000Z',
};

function renderPage() {
  return renderAdmin(<ResultsPage tournamentId={tournament.id} />, {
    routes: [
      ['GET', /\/contests$/, () => fakeResponse(200, contests)],
      ['GET', /\/skins\/board$/, () => fakeResponse(200, skinsBoard)],
      ['GET', /\/awards\/reveal$/, () => fakeResponse(200, finished)],
      ['GET', /\/api\/tournaments\/[^/]+$/, () => fakeResponse(200, tournament)],
      ['GET', /\/teams$/, () => fakeResponse(200, [team])],
      ['GET', /^\/api\/leaderboard\//, () => fakeResponse(200, board)],
      ['GET', /^\/api\/scores\?/, () => fakeResponse(200, [score(ann!.id, 1, 5, false), score(bo!.id, 1, 4, true)])],
    ],
  });
}

describe('the results page', () => {
  it('shows the final board, each card with gross and net, and the charity total', async () => {
    renderPage();
    const boardTable = await screen.findByRole('region', { name: 'Final board' });
    expect(within(boardTable).getByRole('row', { name: /The Bogey Men/ }).textContent).toBe('1The Bogey Men187470-2');
    screen.getByText('$1,250.50');
    screen.getByText(/Results · Final/);
    const card = screen.getByRole('region', { name: 'The Bogey Men scorecard' });
    const annGross = within(card).getByRole('row', { name: /Ann Lee gross/ });
    expect(
      within(annGross)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 2),
    ).toEqual(['5', '']);
    const teamGross = within(card).getByRole('row', { name: /Team gross/ });
    expect(within(teamGross).getAllByRole('cell').at(-1)?.textContent).toBe('4');
  });

  it('shows the awards once revealed, the contests and the skins', async () => {
    renderPage();
    const awards = await screen.findByRole('region', { name: 'Awards' });
    expect(within(awards).getByRole('listitem').textContent).toBe('1st PlaceThe Bogey Men, -2Prize: Trophy · Sponsored by Acme');
    const contestsTable = screen.getByRole('region', { name: 'Contests' });
    expect(within(contestsTable).getAllByRole('row')[1]!.textContent).toBe(`7Closest to the Pin (Open) · Acme${ann!.name} (The Bogey Men)4 ft 2 in`);
    const skins = screen.getByRole('table', { name: 'Skins (gross)' });
    expect(within(skins).getAllByRole('row')[1]!.textContent).toBe(`${ann!.name}12$80.00`);
  });

  it('exports the board and the cards as one CSV file', async () => {
    const created: Blob[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => (created.push(blob), 'blob:results'), revokeObjectURL: () => undefined });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderPage();
    await screen.findByRole('region', { name: 'Final board' });
    // The side games arrive on their own reads: the file is taken once the page shows them.
    await Promise.all(['Awards', 'Contests', 'Skins'].map((name) => screen.findByRole('region', { name })));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(clicked).toHaveBeenCalled();
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0]!);
    });
    expect(text.split('\r\n').slice(0, 2)).toEqual(['Position,Team,Thru,Gross,Net,To Par', '1,The Bogey Men,18,74,70,-2']);
    expect(text).toContain(`The Bogey Men,${ann!.name},Gross,5,`);
    expect(text).toContain(`7,Closest to the Pin,Open,${ann!.name} (The Bogey Men),4 ft 2 in,Acme,`);
    expect(text).toContain(`${ann!.name},1,2,$80.00`);
    expect(text).toContain('1st Place,"The Bogey Men, -2",Trophy,Acme');
  });

  it('says so when the tournament does not exist', async () => {
    renderAdmin(<ResultsPage tournamentId="missing" />);
    await screen.findByText('Tournament Not Found (missing)');
  });

  it('says no signal, not "not found", when the tournament cannot be read', async () => {
    // The read is retried with growing pauses before the page gives up on it: those pass on a fake clock.
    jest.useFakeTimers();
    try {
      const { fetch } = renderAdmin(<ResultsPage tournamentId="t1" />);
      fetch.mockImplementation(async () => {
        throw new TypeError('Failed to fetch');
      });
      await screen.findByText('No signal, trying again…', undefined, { timeout: 8000 });
      expect(screen.queryByText(/Tournament Not Found/)).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
