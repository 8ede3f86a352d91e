import type { LiveEvent } from '@fairway/contracts/live-event';
import { type NotificationPreferences, type NotificationType, preferenceForNotificationType } from '@fairway/contracts/notification-preferences';
import { formatUsd } from '@fairway/golf/fundraising';

export interface LiveNotification {
  type: NotificationType;
  title: string;
  body: string;
}

/** The notification an event deserves, if any (leader changes, new scores, milestones, tournament updates). */
export function notificationFor(event: LiveEvent, tournamentName: string): LiveNotification | null {
  switch (event.type) {
    case 'activity':
      if (event.data.kind === 'leader-change') return { type: 'leader_change', title: `New leader at ${tournamentName}`, body: event.data.message };
      if (event.data.kind === 'charity-milestone') return null;
      return { type: 'new_score', title: event.data.title, body: event.data.message };
    case 'charity': {
      const milestone = event.data.milestonesCrossed.at(-1);
      if (milestone === undefined) return null;
      return { type: 'charity_milestone', title: 'Charity milestone reached!', body: `${formatUsd(milestone * 100)} raised for ${event.data.charityName}` };
    }
    case 'tournament':
      return event.data.tournament
        ? { type: 'tournament_update', title: 'Tournament update', body: `${event.data.tournament.name} is ${event.data.tournament.status}` }
        : null;
    default:
      return null;
  }
}

/** Whether the user's switches allow it. */
export function wanted(notification: LiveNotification, preferences: NotificationPreferences): boolean {
  return preferences[preferenceForNotificationType[notification.type]];
}
