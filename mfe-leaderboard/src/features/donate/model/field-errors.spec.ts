import { fieldErrors } from './field-errors';

describe('fieldErrors', () => {
  it('keeps the first message of each field it knows', () => {
    const issues = [
      { path: ['amount'], message: 'Please enter a valid amount' },
      { path: ['amount'], message: 'second' },
      { path: ['donorName'], message: 'Please enter a name, or give anonymously' },
      { path: ['entryId'], message: 'not a field of the form' },
    ];
    expect(fieldErrors(issues, ['amount', 'donorName', 'publicMessage'])).toEqual({
      amount: 'Please enter a valid amount',
      donorName: 'Please enter a name, or give anonymously',
    });
  });
});
