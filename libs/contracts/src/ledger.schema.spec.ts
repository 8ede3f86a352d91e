import { fundraisingMessages } from './fundraising-messages';
import { createLedgerEntryInput, moneyAmount } from './ledger.schema';
import { issueMessages, issuePaths } from './testing/zod-issues';

describe('moneyAmount', () => {
  it.each([
    ['0.01', 0.01],
    [12.5, 12.5],
    ['1000000', 1_000_000],
    [19.99, 19.99],
  ])('accepts %p as %p dollars', (input, dollars) => {
    expect(moneyAmount.parse(input)).toBe(dollars);
  });

  it.each([0, '0', '0.00', -1, '-5', '12.345', 12.345, '1e3', ' 12 ', '', '1,000', '.5', true, null, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses %p as not a positive amount with at most 2 decimals',
    (input) => {
      expect(issueMessages(moneyAmount, input)).toEqual([fundraisingMessages.amountInvalid]);
    },
  );

  it('refuses more than a million dollars with its own message', () => {
    expect(issueMessages(moneyAmount, 1_000_000.01)).toEqual([fundraisingMessages.amountTooLarge]);
    expect(fundraisingMessages.amountTooLarge).toBe('An amount cannot exceed $1,000,000');
  });
});

describe('createLedgerEntryInput', () => {
  const desk = { kind: 'donation', amount: '25', donorName: ' Dana ', method: 'cash' };

  it('fills the defaults: received, public, not anonymous, no team, trimmed texts', () => {
    expect(createLedgerEntryInput.parse({ ...desk, publicMessage: '  ', privateNote: ' call back ' })).toEqual({
      kind: 'donation',
      amount: 25,
      donorName: 'Dana',
      anonymous: false,
      contactEmail: null,
      method: 'cash',
      publicMessage: null,
      privateNote: 'call back',
      teamId: null,
      state: 'received',
      private: false,
    });
  });

  it('needs a name unless anonymous, and refuses a void state, an unknown kind or method', () => {
    expect(issuePaths(createLedgerEntryInput, { ...desk, donorName: null })).toEqual(['donorName']);
    expect(createLedgerEntryInput.safeParse({ ...desk, donorName: null, anonymous: true }).success).toBe(true);
    expect(issueMessages(createLedgerEntryInput, { ...desk, state: 'void' })).toEqual([fundraisingMessages.stateInvalid]);
    expect(issueMessages(createLedgerEntryInput, { ...desk, kind: 'bribe' })).toEqual([fundraisingMessages.kindInvalid]);
    expect(issueMessages(createLedgerEntryInput, { ...desk, method: 'bitcoin' })).toEqual([fundraisingMessages.methodInvalid]);
    expect(issueMessages(createLedgerEntryInput, { ...desk, contactEmail: 'nope' })).toEqual([fundraisingMessages.emailInvalid]);
  });
});
