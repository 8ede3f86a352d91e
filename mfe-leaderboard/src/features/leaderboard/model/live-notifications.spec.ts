import { defaultNotificationPreferences } from '@fairway/contracts/notification-preferences';
import { sampleActivity, sampleTournament } from '@fairway/api-client/testing';
import { notificationFor, wanted } from './live-notifications';

const id = sampleTournament().id;

describe('live notifications', () => {
  it('turns a leader change into a leader_change notification, wanted by default', () => {
    const notification = notificationFor(
      { type: 'activity', id: 3, tournamentId: id, data: sampleActivity({ kind: 'leader-change', message: 'Aces takes the lead at -3 thru 9' }) },
      'Spring Classic',
    );
    expect(notification).toEqual({ type: 'leader_change', title: 'New leader at Spring Classic', body: 'Aces takes the lead at -3 thru 9' });
    expect(wanted(notification!, defaultNotificationPreferences)).toBe(true);
  });

  it('treats birdies as new scores, off by default', () => {
    const notification = notificationFor({ type: 'activity', id: 4, tournamentId: id, data: sampleActivity() }, 'Spring Classic');
    expect(notification?.type).toBe('new_score');
    expect(wanted(notification!, defaultNotificationPreferences)).toBe(false);
    expect(wanted(notification!, { ...defaultNotificationPreferences, newScores: true })).toBe(true);
  });

  it('announces the highest milestone crossed, and nothing for a charity change without one', () => {
    const charity = (milestonesCrossed: number[]) => ({
      type: 'charity' as const,
      id: 5,
      tournamentId: id,
      data: { tournamentId: id, charityName: 'Junior Golf', charityRaised: 2600, charityGoal: 5000, percent: 52, milestonesCrossed },
    });
    expect(notificationFor(charity([1000, 2500]), 'x')).toEqual({
      type: 'charity_milestone',
      title: 'Charity milestone reached!',
      body: '$2,500 raised for Junior Golf',
    });
    expect(notificationFor(charity([]), 'x')).toBeNull();
  });
});
