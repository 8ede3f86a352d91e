import { skinsMessages, skinsSettingsInput } from './skins.schema';
import { issueMessages } from './testing/zod-issues';

const settings = { basis: 'net', unit: 'team', carryover: true, validation: 'par-or-better-next-hole', entryFee: 20, donatedPercent: 25 };

describe('skinsSettingsInput', () => {
  it('takes gross, net or both, per player or team, with a fee in dollars and cents', () => {
    expect(skinsSettingsInput.parse({ ...settings, entryFee: 12.5 })).toEqual({ ...settings, entryFee: 12.5 });
    expect(skinsSettingsInput.parse({ ...settings, basis: 'both' }).basis).toBe('both');
  });

  it('refuses fees with fractions of a cent or out of range, and shares that are not whole percentages', () => {
    expect(issueMessages(skinsSettingsInput, { ...settings, entryFee: 1.005 })).toEqual([skinsMessages.entryFee]);
    expect(issueMessages(skinsSettingsInput, { ...settings, entryFee: -1 })).toEqual([skinsMessages.entryFee]);
    expect(issueMessages(skinsSettingsInput, { ...settings, donatedPercent: 12.5 })).toEqual([skinsMessages.donatedPercent]);
    expect(issueMessages(skinsSettingsInput, { ...settings, basis: 'stableford' })).toEqual([skinsMessages.basis]);
  });
});
