import { queryKeys } from '../query/query-keys';
import { tournamentsPath } from '../tournaments/tournament-key';

/** `/api/tournaments/{id}/{rest}`: a tournament's registration calls. */
export function tournamentRegistrationPath(tournamentId: string, rest: string): string {
  return `/api/tournaments/${encodeURIComponent(tournamentId)}/${rest}`;
}

/** `/api/registrations/{token}{rest}`: what the holder of a registration's link may read and do. */
export function ownRegistrationPath(token: string, rest = ''): string {
  return `/api/registrations/${encodeURIComponent(token)}${rest}`;
}

/** What an organiser's registration write makes stale: every registration and fundraising read, the raised totals, the teams. */
export function registrationChanged(tournamentId: string) {
  return [queryKeys.fundraising(tournamentId), [tournamentsPath], queryKeys.teams(tournamentId)] as const;
}

export const registrationProductPath = (tournamentId: string, productId?: string) =>
  tournamentRegistrationPath(tournamentId, productId ? `registration/products/${encodeURIComponent(productId)}` : 'registration/products');

export const promoCodePath = (tournamentId: string, promoId?: string) =>
  tournamentRegistrationPath(tournamentId, promoId ? `registration/promo-codes/${encodeURIComponent(promoId)}` : 'registration/promo-codes');

/** `/api/tournaments/{id}/registrations/{rest}`: the organiser's desk. */
export const registrationDeskPath = (tournamentId: string, rest: string) => tournamentRegistrationPath(tournamentId, `registrations/${rest}`);
