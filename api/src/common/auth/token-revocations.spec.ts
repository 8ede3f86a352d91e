import { jest } from '@jest/globals';
import type { FirebaseAdminApp } from './firebase-admin-app';
import { TokenRevocations } from './token-revocations';

type UserRecord = { tokensValidAfterTime?: string; disabled: boolean };

function revocationsWith(getUser: (uid: string) => Promise<UserRecord>, emulated: boolean) {
  const lookUps = jest.fn(getUser);
  const admin = { emulated, auth: { getUser: lookUps, revokeRefreshTokens: jest.fn(async () => undefined) } } as unknown as FirebaseAdminApp;
  return { revocations: new TokenRevocations(admin), lookUps };
}

const at = (seconds: number) => new Date(seconds * 1000).toUTCString();

describe('TokenRevocations', () => {
  it('refuses a session begun before the account’s tokens-valid-after time, or of a disabled or deleted account', async () => {
    const { revocations } = revocationsWith(async (uid) => {
      if (uid === 'gone') throw Object.assign(new Error('no user'), { code: 'auth/user-not-found' });
      return { tokensValidAfterTime: at(1_000), disabled: uid === 'disabled' };
    }, true);
    expect(await revocations.isCurrent('ann', 999)).toBe(false);
    expect(await revocations.isCurrent('ann', 1_000)).toBe(true);
    expect(await revocations.isCurrent('disabled', 2_000)).toBe(false);
    expect(await revocations.isCurrent('gone', 2_000)).toBe(false);
  });

  it('asks once per account while the answer is fresh, and again after sign-out-everywhere', async () => {
    const { revocations, lookUps } = revocationsWith(async () => ({ disabled: false }), true);
    await revocations.isCurrent('ann', 1);
    await revocations.isCurrent('ann', 1);
    expect(lookUps).toHaveBeenCalledTimes(1);
    await revocations.revokeAll('ann');
    await revocations.isCurrent('ann', 1);
    expect(lookUps).toHaveBeenCalledTimes(2);
  });

  it('refuses under the emulator when the look-up fails; with a real project lets sessions through and stops asking for a while', async () => {
    const failing = async (): Promise<UserRecord> => {
      throw Object.assign(new Error('Could not load the default credentials'), { code: 'app/invalid-credential' });
    };
    await expect(revocationsWith(failing, true).revocations.isCurrent('ann', 1)).rejects.toThrow('default credentials');
    const real = revocationsWith(failing, false);
    expect(await real.revocations.isCurrent('ann', 1)).toBe(true);
    expect(await real.revocations.isCurrent('bob', 1)).toBe(true);
    expect(real.lookUps).toHaveBeenCalledTimes(1);
  });
});
