import { ApiError } from '../http/api-error';
import { NetworkError } from '../http/network-error';
import { isNotFoundError, readOutcome, retryWhileUnanswered, unansweredRetryMs } from './read-failure';

const notFound = new ApiError(404, 'Not Found', 'Tournament not found', null);
const offline = new NetworkError('/api/tournaments/t1');
const serverError = new ApiError(502, 'Bad Gateway', '', null);

describe('read failures', () => {
  it('calls only a 404 "not found"', () => {
    expect(isNotFoundError(notFound)).toBe(true);
    expect(isNotFoundError(offline)).toBe(false);
    expect(isNotFoundError(serverError)).toBe(false);
    expect(isNotFoundError(new Error('404'))).toBe(false);
  });

  it.each([
    ['a lost signal', offline, unansweredRetryMs],
    ['a server error', serverError, unansweredRetryMs],
    ['a 404', notFound, false],
  ])('asks again after %s: %p', (_, error, expected) => {
    expect(retryWhileUnanswered({ state: { status: 'error', error } })).toBe(expected);
  });

  it('does not poll a read that succeeded or is still running', () => {
    expect(retryWhileUnanswered({ state: { status: 'success', error: null } })).toBe(false);
    expect(retryWhileUnanswered({ state: { status: 'pending', error: null } })).toBe(false);
  });

  it('shows the last known data after a failed refetch, and tells not found from no signal', () => {
    expect(readOutcome({ data: { id: 't1' }, error: offline, isPending: false })).toBe('ready');
    expect(readOutcome({ data: undefined, error: notFound, isPending: false })).toBe('not-found');
    expect(readOutcome({ data: undefined, error: offline, isPending: false })).toBe('no-signal');
    expect(readOutcome({ data: undefined, error: serverError, isPending: false })).toBe('no-signal');
    expect(readOutcome({ data: undefined, error: null, isPending: true })).toBe('loading');
  });
});
