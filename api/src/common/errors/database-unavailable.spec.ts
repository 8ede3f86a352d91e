import { QueryFailedError } from 'typeorm';
import { isDatabaseOutage, isDatabaseUnavailable } from './database-unavailable';

const pgError = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['an administrator shutdown', pgError('57P01', 'terminating connection due to administrator command')],
    ['a server starting up', pgError('57P03', 'the database system is starting up')],
    ['a connection failure', pgError('08006')],
    ['a statement timeout', pgError('57014', 'canceling statement due to statement timeout')],
    ['a lock timeout', pgError('55P03', 'canceling statement due to lock timeout')],
    ['a refused connection', pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a connection cut', new Error('Connection terminated unexpectedly')],
    ['a pool wait cut short', new Error('timeout exceeded when trying to connect')],
    ['a silent server', new Error('Query read timeout')],
    ['a database closed to connections', pgError('55000', 'database "fairway" is not currently accepting connections')],
    ['a wrapped driver error', new QueryFailedError('SELECT 1', [], pgError('57P01'))],
  ])('says yes to %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('23505')],
    ['bad input', pgError('22P02')],
    ['a programming error', new TypeError('x is undefined')],
    ['a string', 'Connection terminated'],
  ])('says no to %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('tells an outage from writes that collided (which a write retried alone resolves)', () => {
    expect(isDatabaseOutage(pgError('57P01'))).toBe(true);
    expect(isDatabaseOutage(new Error('Query read timeout'))).toBe(true);
    for (const code of ['40P01', '40001', '55P03']) {
      expect([code, isDatabaseUnavailable(pgError(code)), isDatabaseOutage(pgError(code))]).toEqual([code, true, false]);
    }
  });
});
