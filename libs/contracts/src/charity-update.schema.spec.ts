import { charityUpdateResponse } from './charity-update.schema';

const updated = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  name: 'Spring Charity Classic',
  course: 'Pebble Beach Golf Links',
  courseId: null,
  date: '2026-06-01',
  format: 'best-ball',
  holes: [],
  adminUserId: 'uid-123',
  status: 'active',
  charityName: 'Kids Golf Fund',
  charityGoal: 5000,
  charityRaised: 2600.5,
  sponsors: [],
  charityPaypalLink: null,
  tieBreak: 'share',
  handicapAllowances: null,
  createdAt: '2026-05-01T10:00:00.000Z',
  updatedAt: '2026-05-01T10:00:00.000Z',
};

describe('charityUpdateResponse', () => {
  it('is the tournament plus the milestones crossed', () => {
    expect(charityUpdateResponse.parse({ ...updated, milestonesCrossed: [1000, 2500] }).milestonesCrossed).toEqual([1000, 2500]);
  });

  it('requires the milestones list, even when empty', () => {
    expect(charityUpdateResponse.safeParse(updated).success).toBe(false);
    expect(charityUpdateResponse.parse({ ...updated, milestonesCrossed: [] }).milestonesCrossed).toEqual([]);
  });

  it('refuses milestones that are not positive whole dollars', () => {
    expect(charityUpdateResponse.safeParse({ ...updated, milestonesCrossed: [0] }).success).toBe(false);
    expect(charityUpdateResponse.safeParse({ ...updated, milestonesCrossed: [2500.5] }).success).toBe(false);
  });
});
