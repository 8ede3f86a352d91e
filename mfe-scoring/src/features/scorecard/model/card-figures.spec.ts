import { sampleBoardRow, sampleScore, sampleTeam, sampleTournament } from '@fairway/api-client/testing';
import type { ScoreReadModel } from '@fairway/contracts/score';
import { cardHoles } from './card-holes';
import { holeOnCard, holesPlayed, isCardLocked, playingHandicaps, savedOnHole, scoredHoles, teamTotalsOf } from './card-figures';

const team = sampleTeam({ startingHole: 7, currentHole: 7, totalScore: -1 });
const [ann, bo] = team.players as [(typeof team.players)[number], (typeof team.players)[number]];
const score = (playerId: string, hole: number, strokes: number, netScore = strokes): ScoreReadModel =>
  sampleScore({ tournamentId: team.tournamentId, teamId: team.id, playerId, hole, strokes, netScore });
const queued = (hole: number, teamId = team.id) => ({ tournamentId: team.tournamentId, teamId, playerId: ann.id, hole, strokes: 4 });

describe('the hole on screen', () => {
  const holes = cardHoles([]); // a tournament without its own card plays a par-72 card

  it('is the hole of that number, or the first for a number the card does not have', () => {
    expect(holeOnCard(holes, 8)).toMatchObject({ number: 8, par: 4 });
    expect(holeOnCard(holes, 40).number).toBe(1);
  });

  it('shows the team’s scores on the hole until the hole’s own read arrives, then that read', () => {
    const teamScores = [score(ann.id, 8, 4), score(bo.id, 8, 5), score(ann.id, 7, 3)];
    expect(savedOnHole(undefined, teamScores, 8)).toEqual(teamScores.slice(0, 2));
    const fresh = [score(ann.id, 8, 6)];
    expect(savedOnHole(fresh, teamScores, 8)).toEqual(fresh);
  });

  it('gives each player the playing handicap the saved net scores reveal, the index before any', () => {
    const handicaps = playingHandicaps(team, [score(ann.id, 4, 6, 4)], holes); // two strokes on stroke index 1
    expect(handicaps.get(ann.id)).toBe(19); // the nearest to her index 12 that gives two there
    expect(handicaps.get(bo.id)).toBe(20);
  });
});

describe('holesPlayed', () => {
  it('counts each hole with a saved score once, whoever scored it', () => {
    expect(holesPlayed([score(ann.id, 7, 3), score(bo.id, 7, 4), score(ann.id, 8, 5)])).toBe(2);
    expect(holesPlayed([])).toBe(0);
  });
});

describe('scoredHoles', () => {
  it('counts holes saved on the server and this team’s holes still waiting on the phone', () => {
    expect([...scoredHoles([{ hole: 1 }], [queued(2), queued(3, 'another team')], team.id)].sort()).toEqual([1, 2]);
  });
});

describe('teamTotalsOf', () => {
  it('takes the team’s gross and net from the board once it has played a hole', () => {
    expect(teamTotalsOf([sampleBoardRow({ teamId: team.id, thru: 2, grossTotal: 7, netTotal: 5 })], team.id)).toEqual({ gross: 7, net: 5 });
    expect(teamTotalsOf([sampleBoardRow({ teamId: team.id, thru: 0 })], team.id)).toBeUndefined();
    expect(teamTotalsOf(undefined, team.id)).toBeUndefined();
  });
});

describe('isCardLocked', () => {
  const tournament = sampleTournament();
  const submitted = { submitted: true, submittedAt: '2026-11-21T14:00:00.000Z', submittedBy: 'Ann Lee' };

  it('locks a submitted card for a player but not for the tournament’s admin (canManage, as the API read it for them)', () => {
    expect(isCardLocked(submitted, tournament)).toBe(true);
    expect(isCardLocked(submitted, { ...tournament, canManage: true })).toBe(false);
    expect(isCardLocked({ submitted: false, submittedAt: null, submittedBy: null }, tournament)).toBe(false);
    expect(isCardLocked(undefined, tournament)).toBe(false);
  });

  it('leaves a submitted card open to the event’s scorers and co-organisers, not to its desk volunteers', () => {
    expect(isCardLocked(submitted, { ...tournament, myRole: 'scorer' } as never)).toBe(false);
    expect(isCardLocked(submitted, { ...tournament, myRole: 'co-organiser' } as never)).toBe(false);
    expect(isCardLocked(submitted, { ...tournament, myRole: 'check-in' } as never)).toBe(true);
  });
});
