// The Pre-Register tab's empty draft without zod, for the form's first render.
import { limits } from './limits';
import type { PreRegistrationDraft } from './pre-registration.schema';

/** A new draft: four empty slots in positions 1-4 with handicap 0, starting on hole 1. */
export function emptyPreRegistrationDraft(): PreRegistrationDraft {
  const positions = Array.from({ length: limits.maxPlayersPerTeam }, (_, index) => index + 1);
  return {
    teamName: '',
    players: positions.map((position) => ({ name: '', email: '', handicap: 0, position })),
    startingHole: limits.defaultStartingHole,
  };
}
