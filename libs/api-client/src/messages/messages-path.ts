import { tournamentPath } from '../tournaments/tournament-key';

/** `/api/tournaments/{id}/messages[/...]`: the players' messages (to the field, the reminder, the results). */
export function messagesPath(tournamentId: string, ...rest: string[]): string {
  return [`${tournamentPath(tournamentId)}/messages`, ...rest.map(encodeURIComponent)].join('/');
}

export type MessagesRead = 'history' | 'reminder' | 'results' | 'deliveries';

/** The organiser's message reads; without `read`, all of them (what sending makes stale). */
export const messagesKey = (tournamentId: string, ...read: [MessagesRead, ...string[]] | []) => ['/api/tournaments/messages', tournamentId, ...read] as const;

/** The banners of the signed-in player's scorecard (what a `field-message` event makes stale). */
export const myBannersKey = (tournamentId: string) => ['/api/tournaments/messages/mine', tournamentId] as const;
