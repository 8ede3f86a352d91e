import { awardsSummary } from './awards-summary';

const tournamentId = '5f0c8a8e-0d6b-4c1e-9d36-1a2b3c4d5e6f';

describe('awards summary', () => {
  it('says which holes are hidden and lists the place prizes with their sponsors', () => {
    expect(awardsSummary({ tournamentId, hiddenHoles: 0, placePrizes: [], scoringClosedAt: null })).toEqual([
      'Every hole shows on the public boards',
      'No place prizes yet',
    ]);
    const placePrizes = [
      { prize: 'Crystal trophy', sponsorName: 'Acme' },
      { prize: null, sponsorName: null },
      { prize: 'Balls', sponsorName: null },
    ];
    expect(awardsSummary({ tournamentId, hiddenHoles: 3, placePrizes, scoringClosedAt: null })).toEqual([
      'The last 3 holes are hidden from public boards until the awards',
      '1st: Crystal trophy (Acme) · 3rd: Balls',
    ]);
    expect(awardsSummary({ tournamentId, hiddenHoles: 1, placePrizes: [], scoringClosedAt: null })[0]).toBe(
      'The last hole is hidden from public boards until the awards',
    );
  });
});
