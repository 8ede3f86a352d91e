import { createDonationInput } from './gift.schema';

describe('createDonationInput', () => {
  it('has no method, state or private note for a guest to set', () => {
    const parsed = createDonationInput.parse({ amount: 10, anonymous: true, method: 'cash', state: 'received', privateNote: 'x' });
    expect(parsed).not.toHaveProperty('method');
    expect(parsed).not.toHaveProperty('state');
    expect(parsed).not.toHaveProperty('privateNote');
  });
});
