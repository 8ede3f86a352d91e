import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { AuthUser } from '../../common/auth';
import { type ScoringClosed, ScoringClosedListeners } from './scoring-closed-listeners';

const by: AuthUser = { uid: 'owner-1', email: 'owner@example.org', emailVerified: true, displayName: 'Olive' };

describe('ScoringClosedListeners', () => {
  afterEach(() => jest.restoreAllMocks());

  it('tells every listener in turn, and a failing one neither stops the others nor reaches the caller', async () => {
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const told: string[] = [];
    const listeners = new ScoringClosedListeners();
    listeners.listen(async () => {
      throw new Error('mail table away');
    });
    listeners.listen(async (event: ScoringClosed) => {
      told.push(`${event.tournamentId} by ${event.by.uid}`);
    });
    await expect(listeners.tell({ tournamentId: 't-1', by, resultsPublic: true })).resolves.toBeUndefined();
    expect(told).toEqual(['t-1 by owner-1']);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('t-1: mail table away'));
  });
});
