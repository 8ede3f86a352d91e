import { z } from 'zod';
import { entityId } from './common.schema';

export const notificationTypes = ['leader_change', 'new_score', 'charity_milestone', 'tournament_update'] as const;
export const notificationType = z.enum(notificationTypes);
export type NotificationType = z.infer<typeof notificationType>;

export const notification = z.object({
  type: notificationType,
  title: z.string().min(1),
  message: z.string(),
  tournamentId: entityId,
  data: z.record(z.string(), z.unknown()).default({}),
});
export type Notification = z.infer<typeof notification>;

export const defaultNotificationPreferences = Object.freeze({
  leaderChanges: true,
  newScores: false,
  charityMilestones: true,
  tournamentUpdates: true,
});

/** Missing switches take their defaults, so stored preferences survive new switch types. */
export const notificationPreferences = z.object({
  leaderChanges: z.boolean().default(defaultNotificationPreferences.leaderChanges),
  newScores: z.boolean().default(defaultNotificationPreferences.newScores),
  charityMilestones: z.boolean().default(defaultNotificationPreferences.charityMilestones),
  tournamentUpdates: z.boolean().default(defaultNotificationPreferences.tournamentUpdates),
});
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

/** Which preference switch governs each notification type. */
export const preferenceForNotificationType = Object.freeze({
  leader_change: 'leaderChanges',
  new_score: 'newScores',
  charity_milestone: 'charityMilestones',
  tournament_update: 'tournamentUpdates',
} satisfies Record<NotificationType, keyof NotificationPreferences>);
