import { defaultNotificationPreferences, notificationPreferencesFrom, preferenceForNotificationType } from './notification-preferences';

describe('notificationPreferencesFrom', () => {
  it('fills the defaults for missing switches', () => {
    expect(notificationPreferencesFrom({})).toEqual({ leaderChanges: true, newScores: false, charityMilestones: true, tournamentUpdates: true });
    expect(notificationPreferencesFrom({ newScores: true, leaderChanges: false })).toMatchObject({ newScores: true, leaderChanges: false });
  });

  it('keeps the default for a switch stored as anything but true or false, and for unreadable storage', () => {
    expect(notificationPreferencesFrom({ newScores: 'yes', leaderChanges: false })).toEqual({ ...defaultNotificationPreferences, leaderChanges: false });
    expect(notificationPreferencesFrom(null)).toEqual(defaultNotificationPreferences);
    expect(notificationPreferencesFrom('garbage')).toEqual(defaultNotificationPreferences);
  });

  it('maps every notification type to a switch that exists', () => {
    const switches = Object.keys(notificationPreferencesFrom({}));
    for (const preference of Object.values(preferenceForNotificationType)) expect(switches).toContain(preference);
  });
});
