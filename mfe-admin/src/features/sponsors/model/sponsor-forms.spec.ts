import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import { limits } from '@fairway/contracts/limits';
import { emptySponsorForm, emptyTierForm, logoProblem } from './sponsor-forms';
import { sponsorRequest, tierRequest } from './sponsor-requests';

const tierId = '00000000-0000-4000-8000-0000000000f1';

describe('the sponsor forms', () => {
  it('makes a tier with no limit from a blank count, and refuses a bad price or count', () => {
    expect(tierRequest({ ...emptyTierForm, name: 'Gold', price: '5000' })).toEqual({ request: { name: 'Gold', price: '5000', slots: null, benefits: '' } });
    expect(tierRequest({ ...emptyTierForm, name: 'Gold', price: '5000', slots: '2' })).toMatchObject({ request: { slots: 2 } });
    expect(tierRequest({ ...emptyTierForm, name: 'Gold', price: '50.001' })).toEqual({ errors: { price: fundraisingMessages.amountInvalid } });
    expect(tierRequest({ ...emptyTierForm, name: 'Gold', price: '5', slots: 'two' })).toEqual({ errors: { slots: fundraisingMessages.countOrBlank } });
  });

  it('leaves the amount to the tier when blank and checks the website', () => {
    expect(sponsorRequest({ ...emptySponsorForm, name: 'Acme', tierId: tierId })).toEqual({ request: { name: 'Acme', tierId, website: '', paid: false } });
    expect(sponsorRequest({ ...emptySponsorForm, name: 'Acme', website: 'acme.example' })).toEqual({ errors: { website: fundraisingMessages.logoUrlInvalid } });
  });

  it('takes PNG, JPEG and WebP logos within the size limit only', () => {
    expect(logoProblem({ type: 'image/webp', size: 1000 })).toBeNull();
    expect(logoProblem({ type: 'image/svg+xml', size: 1000 })).toBe(fundraisingMessages.logoTypeInvalid);
    expect(logoProblem({ type: 'image/png', size: limits.maxSponsorLogoBytes + 1 })).toBe(fundraisingMessages.logoTooLarge);
  });
});
