import { shouldRetryQuery } from './should-retry-query';
import { ApiError } from '../http/api-error';

describe('shouldRetryQuery', () => {
  it.each([
    [0, new TypeError('Failed to fetch'), true],
    [1, new TypeError('NetworkError when attempting to fetch resource.'), true],
    [2, new TypeError('Failed to fetch'), false],
    [0, new ApiError(500, 'Internal Server Error', '', null), false],
    [0, new Error('Invalid input: expected string'), false],
  ])('after %i failures, %p -> %p', (failureCount, error, expected) => {
    expect(shouldRetryQuery(failureCount, error)).toBe(expected);
  });
});
