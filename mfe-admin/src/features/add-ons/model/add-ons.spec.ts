import { sampleLedgerEntry } from '@fairway/api-client/testing';
import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import { emptyAddOnForm } from './add-on-form';
import { addOnRequest } from './add-on-request';
import { volunteerCash } from './volunteer-cash';

describe('addOnRequest', () => {
  it('sends blank limits as none and refuses a bad price or count', () => {
    expect(addOnRequest({ ...emptyAddOnForm, name: 'Mulligan', price: '10' })).toEqual({
      request: { kind: 'mulligan', name: 'Mulligan', price: '10', limitPer: 'team', limit: null, stock: null },
    });
    expect(addOnRequest({ ...emptyAddOnForm, kind: 'bundle', name: 'Pack', price: '25', limit: '2', mulligans: '3' })).toMatchObject({
      request: { limit: 2, mulligans: 3 },
    });
    expect(addOnRequest({ ...emptyAddOnForm, name: 'Mulligan', price: '0', stock: 'lots' })).toEqual({
      errors: { price: fundraisingMessages.amountInvalid, stock: fundraisingMessages.countOrBlank },
    });
  });
});

describe('volunteerCash', () => {
  it('adds the received cash this volunteer recorded, in cents', () => {
    const entries = [
      sampleLedgerEntry({ amount: 0.1 }),
      sampleLedgerEntry({ amount: 0.2 }),
      sampleLedgerEntry({ amount: 50, method: 'card' }),
      sampleLedgerEntry({ amount: 20, state: 'void' }),
      sampleLedgerEntry({ amount: 30, recordedBy: 'someone-else' }),
    ];
    expect(volunteerCash(entries, 'admin-uid')).toEqual({ total: 0.3, count: 2 });
  });
});
