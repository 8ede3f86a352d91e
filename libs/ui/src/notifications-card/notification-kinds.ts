import type { NotificationPreferences, NotificationType } from '@fairway/contracts';
import type { NotificationText } from './show-notification';

export interface NotificationKind {
  type: NotificationType;
  preference: keyof NotificationPreferences;
  label: string;
  description: string;
  sample: (tournamentName: string) => NotificationText;
}

/** The four switches of the card, in display order, each with the sample its Test button shows. */
export const notificationKinds: readonly NotificationKind[] = [
  {
    type: 'leader_change',
    preference: 'leaderChanges',
    label: 'Leader changes',
    description: 'When a new team takes the lead',
    sample: (tournament) => ({ title: 'New leader!', body: `The Eagles take the lead at ${tournament} at 5 under par.` }),
  },
  {
    type: 'new_score',
    preference: 'newScores',
    label: 'New scores',
    description: 'Every score a team posts',
    sample: (tournament) => ({ title: 'Score update', body: `The Birdie Hunters made a 3 on hole 7 at ${tournament}.` }),
  },
  {
    type: 'charity_milestone',
    preference: 'charityMilestones',
    label: 'Charity milestones',
    description: 'When fundraising passes a milestone',
    sample: (tournament) => ({ title: 'Charity milestone!', body: `${tournament} just passed $5,000 raised. Thank you!` }),
  },
  {
    type: 'tournament_update',
    preference: 'tournamentUpdates',
    label: 'Tournament updates',
    description: 'Start times, delays and final results',
    sample: (tournament) => ({ title: 'Tournament update', body: `${tournament}: shotgun start in 15 minutes. Head to your starting hole.` }),
  },
];
