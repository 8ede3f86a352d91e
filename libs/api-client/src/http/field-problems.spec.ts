import { ApiError } from './api-error';
import { fieldProblems } from './field-problems';

const refused = (details: Array<{ path: string; message: string }>) =>
  new ApiError(400, 'Bad Request', '', { statusCode: 400, error: 'Bad Request', message: details[0]?.message ?? 'Invalid', details });

describe('fieldProblems', () => {
  it('reads the messages under the prefix by field, the first one per field', () => {
    const error = refused([
      { path: 'details.answers.q1', message: 'Please answer: Handicap index' },
      { path: 'details.answers.q1', message: 'second' },
      { path: 'details.waiverAccepted', message: 'Please accept the waiver to join this team' },
      { path: 'inviteCode', message: 'elsewhere' },
    ]);
    expect(fieldProblems(error, 'details.')).toEqual({
      'answers.q1': 'Please answer: Handicap index',
      waiverAccepted: 'Please accept the waiver to join this team',
    });
    expect(fieldProblems(error)).toMatchObject({ inviteCode: 'elsewhere' });
  });

  it('finds none in an error without details or that is not the API’s', () => {
    expect(fieldProblems(new ApiError(409, 'Conflict', 'x', { statusCode: 409, error: 'Conflict', message: 'x' }), 'details.')).toEqual({});
    expect(fieldProblems(new Error('offline'), 'details.')).toEqual({});
  });
});
