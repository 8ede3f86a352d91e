import { notification, notificationPreferences, preferenceForNotificationType } from './notification.schema';

describe('notificationPreferences', () => {
  it('fills the defaults for missing switches', () => {
    expect(notificationPreferences.parse({})).toEqual({
      leaderChanges: true,
      newScores: false,
      charityMilestones: true,
      tournamentUpdates: true,
    });
    expect(notificationPreferences.parse({ newScores: true, leaderChanges: false })).toMatchObject({
      newScores: true,
      leaderChanges: false,
    });
  });

  it('maps every notification type to a switch that exists', () => {
    const switches = Object.keys(notificationPreferences.parse({}));
    for (const preference of Object.values(preferenceForNotificationType)) {
      expect(switches).toContain(preference);
    }
  });
});

describe('notification', () => {
  it('parses a charity milestone with data and refuses unknown types', () => {
    const body = {
      type: 'charity_milestone',
      title: 'Milestone!',
      message: '$5,000 raised',
      tournamentId: '16fd2706-8baf-433b-82eb-8c7fada847da',
      data: { milestone: 5000 },
    };
    expect(notification.parse(body)).toEqual(body);
    expect(notification.parse({ ...body, data: undefined }).data).toEqual({});
    expect(notification.safeParse({ ...body, type: 'birthday' }).success).toBe(false);
  });
});
