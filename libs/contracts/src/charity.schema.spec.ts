import { charityGoalOnCreate, charityRaisedAmount, updateCharityGoalInput, updateCharityPaypalInput, updateCharityRaisedInput } from './charity.schema';
import { fundraisingMessages } from './fundraising-messages';
import { issueMessages } from './testing/zod-issues';

const invalidLink = 'Invalid Link Format: Please enter a valid URL starting with http:// or https://';

describe('updateCharityGoalInput', () => {
  it.each([
    [5000, 5000],
    ['2500', 2500],
    [0, 0],
  ])('accepts %p as %p whole dollars', (input, expected) => {
    expect(updateCharityGoalInput.parse({ charityGoal: input })).toEqual({ charityGoal: expected });
  });

  it.each([-1, '-1', 12.5, '12.5', 'abc', '', ' 0 ', true, '0x10', '1e3', null, undefined, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses %p with its message',
    (input) => {
      expect(issueMessages(updateCharityGoalInput, { charityGoal: input })).toEqual(['Please enter a valid charity goal']);
    },
  );

  it('refuses amounts too large for the cents column', () => {
    expect(issueMessages(updateCharityGoalInput, { charityGoal: 10_000_001 })).toEqual([fundraisingMessages.charityAmountTooLarge]);
  });
});

describe('updateCharityRaisedInput', () => {
  it.each([
    ['1234.56', 1234.56],
    ['12.5', 12.5],
    [12.5, 12.5],
    [0, 0],
    ['7', 7],
    [19.99, 19.99],
  ])('accepts %p as %p dollars', (input, expected) => {
    expect(updateCharityRaisedInput.parse({ charityRaised: input })).toEqual({ charityRaised: expected });
  });

  it.each(['12.345', 12.345, -0.01, '-5', '1,000', 'ten', '', '.5', '5.', null])('refuses %p with its message', (input) => {
    expect(issueMessages(updateCharityRaisedInput, { charityRaised: input })).toEqual(['Please enter a valid amount raised']);
  });
});

describe('updateCharityPaypalInput', () => {
  it('keeps an http or https link, trimmed', () => {
    expect(updateCharityPaypalInput.parse({ charityPaypalLink: ' https://paypal.me/charity ' })).toEqual({
      charityPaypalLink: 'https://paypal.me/charity',
    });
    expect(updateCharityPaypalInput.parse({ charityPaypalLink: 'http://example.org/give' }).charityPaypalLink).toBe('http://example.org/give');
  });

  it.each(['', '   ', null])('treats %p as removing the link', (input) => {
    expect(updateCharityPaypalInput.parse({ charityPaypalLink: input })).toEqual({ charityPaypalLink: null });
  });

  it.each(['paypal.me/charity', 'ftp://paypal.me', 'https://', 'javascript:alert(1)', 42])('refuses %p', (input) => {
    expect(issueMessages(updateCharityPaypalInput, { charityPaypalLink: input })).toEqual([invalidLink]);
  });
});

describe('numbers are JSON numbers or plain decimal text, nothing else', () => {
  it.each([[true], ['0x10'], ['1e3'], [' 12 '], [''], ['12abc'], [null]])('refuses a charity goal of %p on create', (value) => {
    expect(charityGoalOnCreate.safeParse(value).success).toBe(false);
  });

  it.each([
    [12, 12],
    ['12', 12],
  ])('accepts a charity goal of %p on create', (value, expected) => {
    expect(charityGoalOnCreate.parse(value)).toBe(expected);
  });

  it.each([[' 12 '], ['1e3'], ['0x10'], [false]])('refuses %p as an amount raised', (value) => {
    expect(charityRaisedAmount.safeParse(value).success).toBe(false);
  });
});
