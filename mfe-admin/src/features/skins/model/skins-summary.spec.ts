import { sampleSkinsSettings } from '@fairway/api-client/testing';
import { skinsSummary } from './skins-summary';

describe('skins summary', () => {
  it('says how the game is played and what it is worth', () => {
    const saved = sampleSkinsSettings({
      basis: 'both',
      unit: 'team',
      carryover: false,
      validation: 'par-or-better-next-hole',
      entryFee: 20,
      donatedPercent: 50,
    });
    expect(skinsSummary(saved)).toEqual([
      'Gross and net, per team (best ball), no carryover, par or better on the next hole to win',
      '$20.00 entry, 50% donated · pot $0.00, $0.00 donated',
    ]);
    expect(skinsSummary({ ...saved, entrants: [{ id: saved.tournamentId, name: 'Ann' }], pot: 10, donated: 10 })[1]).toBe(
      '$20.00 entry, 50% donated · pot $10.00, $10.00 donated',
    );
  });
});
