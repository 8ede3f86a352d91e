import { type EventRole, roleLanding } from '@fairway/contracts/event-permissions';
import { adminPagePath, fieldCardsPath, myStationsPath } from '@fairway/contracts/remotes';

/**
 * Where a member opens their tournament: its administration for the organisers and the desks (a desk lands on
 * Check-In there), the field's cards for a scorer, their stations for a contest volunteer.
 */
export function eventLandingPath(tournamentId: string, role: EventRole): string {
  switch (roleLanding[role]) {
    case 'field-cards':
      return fieldCardsPath(tournamentId);
    case 'stations':
      return myStationsPath(tournamentId);
    default:
      return adminPagePath(tournamentId);
  }
}
