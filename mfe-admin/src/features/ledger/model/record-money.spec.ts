import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import { emptyRecordMoneyForm } from './record-money';
import { recordMoneyRequest } from './record-money-request';

describe('recordMoneyRequest', () => {
  it('sends dollars as typed, no name when anonymous, blanks as none, and records the money as received', () => {
    expect(recordMoneyRequest({ ...emptyRecordMoneyForm, amount: ' 25.50 ', anonymous: true, donorName: 'Hidden' })).toEqual({
      request: {
        kind: 'donation',
        amount: '25.50',
        donorName: null,
        anonymous: true,
        contactEmail: null,
        method: 'cash',
        privateNote: '',
        teamId: null,
        state: 'received',
      },
    });
  });

  it('refuses three decimals, no name, a bad e-mail and too much money with the contract messages', () => {
    expect(recordMoneyRequest({ ...emptyRecordMoneyForm, amount: '10.005', contactEmail: 'not-mail' })).toEqual({
      errors: { amount: fundraisingMessages.amountInvalid, contactEmail: fundraisingMessages.emailInvalid, donorName: fundraisingMessages.donorNameRequired },
    });
    expect(recordMoneyRequest({ ...emptyRecordMoneyForm, amount: '1000000.01', donorName: 'Ann' })).toEqual({
      errors: { amount: fundraisingMessages.amountTooLarge },
    });
  });
});
