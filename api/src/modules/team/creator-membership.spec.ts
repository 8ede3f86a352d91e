import type { PlayerInput } from '@fairway/contracts';
import type { AuthUser } from '../../common/auth';
import { rosterWithCreator } from './creator-membership';
import { firstFreePosition } from './first-free-position';
import { playerNameFor } from './player-name-for';

const creator: AuthUser = { uid: 'u1', email: 'ann@example.com', emailVerified: false, displayName: 'Ann Lee' };
const bo: PlayerInput = { name: 'Bo', email: 'bo@example.com', handicap: 12, position: 1 };

describe('rosterWithCreator', () => {
  it("links the entry with the creator's e-mail (any case) to the creator's account", () => {
    const roster = [bo, { name: 'Ann', email: 'ANN@Example.com', handicap: 5, position: 2 }];
    expect(rosterWithCreator(roster, creator)).toEqual([bo, { ...roster[1], userId: 'u1' }]);
  });

  it('gives the creator e-mail to an e-mail-less player with the creator name', () => {
    const roster = [bo, { name: ' ann lee ', email: null, handicap: 7, position: 3 }];
    expect(rosterWithCreator(roster, creator)).toEqual([bo, { name: ' ann lee ', email: 'ann@example.com', handicap: 7, position: 3, userId: 'u1' }]);
  });

  it('does not take over a namesake who has another e-mail', () => {
    const roster = [{ name: 'Ann Lee', email: 'other@example.com', handicap: 7, position: 1 }];
    expect(rosterWithCreator(roster, creator)?.[1]).toEqual({ name: 'Ann Lee', email: 'ann@example.com', handicap: 18, position: 2, userId: 'u1' });
  });

  it('adds the creator at the first free position with the default handicap', () => {
    const roster = [bo, { ...bo, name: 'Cy', email: null, position: 2 }, { ...bo, name: 'Di', email: null, position: 4 }];
    expect(rosterWithCreator(roster, creator)?.at(-1)).toEqual({ name: 'Ann Lee', email: 'ann@example.com', handicap: 18, position: 3, userId: 'u1' });
    expect(rosterWithCreator([], creator)).toEqual([{ name: 'Ann Lee', email: 'ann@example.com', handicap: 18, position: 1, userId: 'u1' }]);
  });

  it('refuses (null) when four other players fill the team', () => {
    const four = [1, 2, 3, 4].map((position) => ({ ...bo, email: null, name: `P${position}`, position }));
    expect(rosterWithCreator(four, creator)).toBeNull();
  });

  it('links a creator without an e-mail by name or a new entry', () => {
    const noEmail = { ...creator, email: null };
    expect(rosterWithCreator([bo], noEmail)).toEqual([bo, { name: 'Ann Lee', email: null, handicap: 18, position: 2, userId: 'u1' }]);
    expect(rosterWithCreator([{ ...bo, name: 'Ann Lee', email: null }], noEmail)).toEqual([{ ...bo, name: 'Ann Lee', email: null, userId: 'u1' }]);
  });
});

describe('playerNameFor', () => {
  it('uses the display name, else the e-mail local part', () => {
    expect(playerNameFor(creator)).toBe('Ann Lee');
    expect(playerNameFor({ ...creator, displayName: '  ' })).toBe('ann');
    expect(playerNameFor({ uid: 'x', email: null, emailVerified: false, displayName: null })).toBe('Player');
  });
});

describe('firstFreePosition', () => {
  it('finds the lowest free position, null when all four are taken', () => {
    expect(firstFreePosition([])).toBe(1);
    expect(firstFreePosition([1, 2, 4])).toBe(3);
    expect(firstFreePosition([4, 3, 2, 1])).toBeNull();
  });
});
