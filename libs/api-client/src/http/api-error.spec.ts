import { errorBody } from '@fairway/contracts/error';
import { asErrorBody } from './api-error';

const bodies: unknown[] = [
  { statusCode: 404, error: 'Not Found', message: 'Tournament Not Found' },
  { statusCode: 400, error: 'Bad Request', message: 'Name is required', details: [{ path: 'name', message: 'Name is required' }], code: 'VALIDATION' },
  { statusCode: 409, error: 'Conflict', message: 'Taken', extra: 'dropped', details: [{ path: '', message: 'Taken', more: 1 }] },
  { statusCode: 200, error: 'OK', message: 'not an error' },
  { statusCode: 600, error: 'x', message: 'y' },
  { statusCode: 404.5, error: 'x', message: 'y' },
  { statusCode: '404', error: 'Not Found', message: 'y' },
  { statusCode: 404, message: 'no error name' },
  { statusCode: 404, error: 'Not Found', message: 3 },
  { statusCode: 404, error: 'Not Found', message: 'y', code: 7 },
  { statusCode: 400, error: 'Bad Request', message: 'y', details: 'name' },
  { statusCode: 400, error: 'Bad Request', message: 'y', details: [{ path: 'name' }] },
  { statusCode: 400, error: 'Bad Request', message: 'y', details: [null] },
  null,
  'Bad gateway',
  [],
];

describe('asErrorBody', () => {
  it('accepts and keeps exactly what the contract’s errorBody schema does', () => {
    for (const body of bodies) {
      const parsed = errorBody.safeParse(body);
      expect([body, asErrorBody(body)]).toEqual([body, parsed.success ? parsed.data : null]);
    }
  });
});
