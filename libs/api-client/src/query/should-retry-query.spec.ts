import { ApiError } from '../http/api-error';
import { NetworkError } from '../http/network-error';
import { shouldRetryQuery } from './should-retry-query';

describe('shouldRetryQuery', () => {
  it.each([
    [0, new NetworkError('/api/tournaments', { cause: new TypeError('Failed to fetch') }), true],
    [1, new NetworkError('/api/leaderboard'), true],
    [2, new NetworkError('/api/tournaments'), false],
    [0, new ApiError(500, 'Internal Server Error', '', null), false],
    [0, new ApiError(502, 'Bad Gateway', 'upstream failed to fetch', null), false],
    [0, new TypeError('Failed to fetch'), false],
    [0, new Error('Invalid input: expected string'), false],
  ])('after %i failures, %p -> %p', (failureCount, error, expected) => {
    expect(shouldRetryQuery(failureCount, error)).toBe(expected);
  });
});
