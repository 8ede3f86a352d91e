import { skinsMessages, type SkinsSettingsResponse } from '@fairway/contracts/skins';
import { skinsFormValues, skinsRequest } from './skins-form';

describe('skins form', () => {
  it('starts from the saved settings, or from gross per player with carryover', () => {
    expect(skinsFormValues(null)).toEqual({ basis: 'gross', unit: 'player', carryover: true, validation: 'none', entryFee: '20', donatedPercent: '50' });
    const saved: SkinsSettingsResponse = {
      tournamentId: '5f0c8a8e-0d6b-4c1e-9d36-1a2b3c4d5e6f',
      basis: 'net',
      unit: 'team',
      carryover: false,
      validation: 'par-or-better-next-hole',
      entryFee: 12.5,
      donatedPercent: 25,
      entrants: [],
      pot: 0,
      donated: 0,
    };
    expect(skinsFormValues(saved)).toMatchObject({ basis: 'net', unit: 'team', carryover: false, entryFee: '12.5', donatedPercent: '25' });
  });

  it('reads dollars (with or without $) and a whole percentage, and names a bad field', async () => {
    expect(await skinsRequest({ ...skinsFormValues(null), entryFee: '$15.50', donatedPercent: '40' })).toEqual({
      input: { basis: 'gross', unit: 'player', carryover: true, validation: 'none', entryFee: 15.5, donatedPercent: 40 },
    });
    expect(await skinsRequest({ ...skinsFormValues(null), entryFee: '1.234', donatedPercent: '101' })).toEqual({
      errors: { entryFee: skinsMessages.entryFee, donatedPercent: skinsMessages.donatedPercent },
    });
  });
});
