import fc from 'fast-check';
import { SAMPLE_HOLES } from '../testing/sample-course.fixture';
import { computeSkins } from './compute-skins';
import { type SkinsPlayer, skinsContestants } from './skins-contestant';
import { type SkinsSettings } from './skins-settings.type';
import { splitCents } from './split-cents';

// Sample card: hole 1 par 4 SI 7, hole 2 par 5 SI 15, hole 3 par 4 SI 1, hole 4 par 4 SI 11, hole 5 par 3 SI 17.
const firstHoles = (count: number) => SAMPLE_HOLES.slice(0, count);

function player(id: string, strokes: number[], options: { handicap?: number; team?: string } = {}): SkinsPlayer {
  const team = options.team ?? id;
  return {
    id,
    name: id,
    teamId: team,
    teamName: `Team ${team}`,
    playingHandicap: options.handicap ?? 0,
    strokes: new Map(strokes.map((value, index) => [index + 1, value])),
  };
}

const grossPlayers: SkinsSettings = { basis: 'gross', unit: 'player', carryover: false, validation: 'none', potCents: 9000 };

function play(players: SkinsPlayer[], holes: number, settings: SkinsSettings) {
  return computeSkins(skinsContestants(players, firstHoles(holes), settings.basis, settings.unit), firstHoles(holes), settings);
}

describe('computeSkins', () => {
  const field = [player('Ann', [4, 5, 5]), player('Bob', [5, 5, 5]), player('Cy', [5, 6, 3])];

  it('without carryover a tied hole is worth nothing and the pot is shared by the skins won', () => {
    const result = play(field, 3, grossPlayers);
    expect(result.holes.map((hole) => hole.status)).toEqual(['won', 'tied', 'won']);
    expect(result.winners).toEqual([
      { id: 'Ann', name: 'Ann', skins: 1, holesWon: 1, valueCents: 4500 },
      { id: 'Cy', name: 'Cy', skins: 1, holesWon: 1, valueCents: 4500 },
    ]);
    expect(result).toMatchObject({ final: true, holesUnwon: 0 });
  });

  it('with carryover the tied hole adds its value to the next skin', () => {
    const result = play(field, 3, { ...grossPlayers, carryover: true });
    expect(result.holes[1]).toEqual({ hole: 2, status: 'tied', score: 5, tiedIds: ['Ann', 'Bob'], carriesOver: true });
    expect(result.holes[2]).toMatchObject({ status: 'won', winnerId: 'Cy', holesWon: 2, valueCents: 6000 });
    expect(result.winners.map((winner) => [winner.id, winner.valueCents])).toEqual([
      ['Cy', 6000],
      ['Ann', 3000],
    ]);
  });

  it('tied holes at the end of the round are left unwon', () => {
    const result = play([player('Ann', [4, 5, 4]), player('Bob', [5, 5, 4])], 3, { ...grossPlayers, carryover: true });
    expect(result.holesUnwon).toBe(2);
    expect(result.winners).toEqual([{ id: 'Ann', name: 'Ann', skins: 1, holesWon: 1, valueCents: 9000 }]);
  });

  it('a skin not confirmed by par or better on the next hole is lost, and carries with carryover', () => {
    // Ann wins hole 1 but makes 6 on the par-5 2nd; Bob wins hole 2 alone and makes par 4 on the 3rd.
    const players = [player('Ann', [3, 6, 4]), player('Bob', [4, 4, 4]), player('Cy', [5, 5, 4])];
    const settings: SkinsSettings = { ...grossPlayers, carryover: true, validation: 'par-or-better-next-hole' };
    const result = play(players, 3, settings);
    expect(result.holes[0]).toEqual({ hole: 1, status: 'not-validated', winnerId: 'Ann', winnerName: 'Ann', score: 3, carriesOver: true });
    expect(result.holes[1]).toMatchObject({ status: 'won', winnerId: 'Bob', holesWon: 2, valueCents: 9000 });
    expect(result.holesUnwon).toBe(1);
  });

  it('the last hole needs no validation', () => {
    const players = [player('Ann', [4, 5, 3]), player('Bob', [4, 5, 5])];
    const result = play(players, 3, { ...grossPlayers, validation: 'par-or-better-next-hole' });
    expect(result.holes[2]).toMatchObject({ status: 'won', winnerId: 'Ann', valueCents: 9000 });
  });

  it('net skins give strokes by stroke index: a 1 handicap receives one on SI 1 (hole 3) and none on SI 17 (hole 5)', () => {
    const holes = 5;
    const scratch = player('Ann', [4, 5, 4, 4, 3]);
    const one = player('Bob', [5, 6, 5, 5, 3], { handicap: 1 });
    const net = play([scratch, one], holes, { ...grossPlayers, basis: 'net' });
    expect(net.holes[2]).toMatchObject({ status: 'tied', score: 4 });
    expect(net.holes[4]).toMatchObject({ status: 'tied', score: 3 });
    const gross = play([scratch, one], holes, grossPlayers);
    expect(gross.holes[2]).toMatchObject({ status: 'won', winnerId: 'Ann', score: 4 });
  });

  it('a 19 handicap receives a stroke on every hole (net 2 wins the par-3 5th) and two on SI 1 (hole 3)', () => {
    const holes = 5;
    const net = play([player('Ann', [4, 5, 4, 4, 3]), player('Bob', [5, 6, 6, 5, 3], { handicap: 19 })], holes, { ...grossPlayers, basis: 'net' });
    expect(net.holes[4]).toMatchObject({ status: 'won', winnerId: 'Bob', score: 2 });
    expect(net.holes[2]).toMatchObject({ status: 'tied', score: 4 });
  });

  it('team skins play each team best ball', () => {
    const players = [
      player('Ann', [5, 4], { team: 'A' }),
      player('Al', [4, 6], { team: 'A' }),
      player('Bea', [4, 6], { team: 'B' }),
      player('Bo', [6, 3], { team: 'B' }),
    ];
    const result = play(players, 2, { ...grossPlayers, unit: 'team' });
    expect(result.holes[0]).toMatchObject({ status: 'tied', score: 4, tiedIds: ['A', 'B'] });
    expect(result.holes[1]).toMatchObject({ status: 'won', winnerId: 'B', winnerName: 'Team B', score: 3, valueCents: 9000 });
  });

  it('a hole not everyone has scored is pending and the result is not final', () => {
    const players = [player('Ann', [4, 4]), { ...player('Bob', [5]) }];
    const result = play(players, 2, grossPlayers);
    expect(result.holes.map((hole) => hole.status)).toEqual(['won', 'pending']);
    expect(result.final).toBe(false);
  });

  it('a win waiting for the next hole to be validated is pending', () => {
    const players = [player('Ann', [3]), player('Bob', [4])];
    const result = play(players, 2, { ...grossPlayers, validation: 'par-or-better-next-hole' });
    expect(result.holes[0]).toEqual({ hole: 1, status: 'pending' });
  });

  it('property: when final, the skins share exactly the pot and cover every hole but the unwon ones (carryover)', () => {
    const strokes = fc.array(fc.integer({ min: 2, max: 7 }), { minLength: 18, maxLength: 18 });
    fc.assert(
      fc.property(fc.array(strokes, { minLength: 2, maxLength: 5 }), fc.integer({ min: 0, max: 500_000 }), (cards, potCents) => {
        const players = cards.map((card, index) => player(`P${index}`, card));
        const result = play(players, 18, { ...grossPlayers, carryover: true, potCents });
        const won = result.holes.filter((hole) => hole.status === 'won');
        const covered = won.reduce((sum, hole) => sum + hole.holesWon, 0);
        expect(covered + result.holesUnwon).toBe(18);
        const paid = result.winners.reduce((sum, winner) => sum + winner.valueCents, 0);
        expect(paid).toBe(won.length > 0 ? potCents : 0);
      }),
    );
  });
});

describe('splitCents', () => {
  it('gives the cents left to the largest remainders so the shares add up', () => {
    expect(splitCents(1000, [1, 1, 1])).toEqual([334, 333, 333]);
    expect(splitCents(1000, [1, 2])).toEqual([333, 667]);
    expect(splitCents(500, [0, 0])).toEqual([0, 0]);
  });
});
