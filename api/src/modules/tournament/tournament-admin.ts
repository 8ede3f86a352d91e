import { type AuthUser, forbidden, isTournamentAdmin } from '../../common/auth';

/** Refuses (403) anyone but the tournament admin: the uid or e-mail equal to adminUserId. */
export function assertTournamentAdmin(user: AuthUser, tournament: { adminUserId: string }, action: string): void {
  if (!isTournamentAdmin(user, tournament)) throw forbidden(`Only the tournament admin can ${action}.`);
}
