// Notification kinds and the visitor's switches for them, without zod: the phone pages that show them load no
// schema library.
export const notificationTypes = ['leader_change', 'new_score', 'charity_milestone', 'tournament_update'] as const;
export type NotificationType = (typeof notificationTypes)[number];

export const defaultNotificationPreferences = Object.freeze({
  leaderChanges: true,
  newScores: false,
  charityMilestones: true,
  tournamentUpdates: true,
});
export type NotificationPreferences = { -readonly [Switch in keyof typeof defaultNotificationPreferences]: boolean };

/** Which preference switch governs each notification type. */
export const preferenceForNotificationType = Object.freeze({
  leader_change: 'leaderChanges',
  new_score: 'newScores',
  charity_milestone: 'charityMilestones',
  tournament_update: 'tournamentUpdates',
} satisfies Record<NotificationType, keyof NotificationPreferences>);

/** Stored switches read back: each switch that was saved as true or false, the default for anything else. */
export function notificationPreferencesFrom(saved: unknown): NotificationPreferences {
  const stored = typeof saved === 'object' && saved !== null ? (saved as Record<string, unknown>) : {};
  const preferences: NotificationPreferences = { ...defaultNotificationPreferences };
  for (const key of Object.keys(preferences) as (keyof NotificationPreferences)[]) {
    const value = stored[key];
    if (typeof value === 'boolean') preferences[key] = value;
  }
  return preferences;
}
