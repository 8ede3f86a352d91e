import { sampleTeam } from '@fairway/api-client/testing';
import type { LeaderboardRow } from '@fairway/contracts/leaderboard';
import { fieldCards } from './field-order';

const row = (teamId: string, thru: number) => ({ teamId, thru }) as LeaderboardRow;

describe('fieldCards', () => {
  const teams = [
    sampleTeam({ id: 'a', name: 'Birdie Hunters', startingHole: 10, players: [{ ...sampleTeam().players[0]!, name: 'Ann Lee' }] }),
    sampleTeam({ id: 'b', name: 'Eagles', startingHole: 1, players: [] }),
    sampleTeam({ id: 'c', name: 'Aces', startingHole: null, players: [] }),
    sampleTeam({ id: 'd', name: 'Albatross', startingHole: 10, players: [] }),
  ];

  it('orders the field by starting hole, then name, teams without a hole last, with the holes each has played', () => {
    const cards = fieldCards(teams, [row('a', 7), row('b', 3)]);
    expect(cards.map((card) => [card.team.name, card.startingHole, card.played])).toEqual([
      ['Eagles', 1, 3],
      ['Albatross', 10, 0],
      ['Birdie Hunters', 10, 7],
      ['Aces', null, 0],
    ]);
  });

  it('keeps the teams whose name or a player’s name holds the search, in any case', () => {
    expect(fieldCards(teams, undefined, 'ann').map((card) => card.team.id)).toEqual(['a']);
    expect(fieldCards(teams, undefined, ' EAG ').map((card) => card.team.id)).toEqual(['b']);
    expect(fieldCards(teams, undefined, 'zzz')).toEqual([]);
  });
});
