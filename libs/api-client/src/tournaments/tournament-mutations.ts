// The organiser's writes to a tournament. Each resolves to the API's reply, checked
// against its contract; a refusal throws ApiError with the server's message (mutations never retry).
import { type CharityUpdateResponse, charityUpdateResponse } from '@fairway/contracts/charity-update';
import { type CreateTournamentRequest, type Tournament, tournament, type UpdateTournamentRequest } from '@fairway/contracts/tournament';
import { apiFetch } from '../http/api-fetch';
import { apiJson } from '../http/api-json';
import { tournamentsPath } from './get-tournaments';

const tournamentUrl = (id: string) => `${tournamentsPath}/${encodeURIComponent(id)}`;

export function createTournament(body: CreateTournamentRequest): Promise<Tournament> {
  return apiJson(tournamentsPath, tournament, { method: 'POST', json: body });
}

export function updateTournament(id: string, changes: UpdateTournamentRequest): Promise<Tournament> {
  return apiJson(tournamentUrl(id), tournament, { method: 'PATCH', json: changes });
}

export async function deleteTournament(id: string): Promise<void> {
  await apiFetch(tournamentUrl(id), { method: 'DELETE' });
}

/** Whole dollars, as the admin types them ("5000"). */
export function updateCharityGoal(id: string, charityGoal: string | number): Promise<CharityUpdateResponse> {
  return apiJson(`${tournamentUrl(id)}/charity-goal`, charityUpdateResponse, { method: 'PATCH', json: { charityGoal } });
}

/** Dollars and cents ("1250.50"). */
export function updateCharityRaised(id: string, charityRaised: string | number): Promise<CharityUpdateResponse> {
  return apiJson(`${tournamentUrl(id)}/charity-raised`, charityUpdateResponse, { method: 'PATCH', json: { charityRaised } });
}

/** An empty link removes it. */
export function updateCharityPaypal(id: string, charityPaypalLink: string): Promise<CharityUpdateResponse> {
  return apiJson(`${tournamentUrl(id)}/charity-paypal`, charityUpdateResponse, { method: 'PATCH', json: { charityPaypalLink } });
}
