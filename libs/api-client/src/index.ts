export { ApiError, isApiError } from './http/api-error';
export { apiFetch, type ApiRequestInit } from './http/api-fetch';
export { isNetworkError, NetworkError } from './http/network-error';
export { errorText } from './http/error-text';
export { type ApiMutationSpec, useApiMutation } from './query/use-api-mutation';
export { apiJson, apiJsonOrNullWhenUnauthorized, type ResponseSchema, trusted } from './http/api-json';
export { type AuthTokenProvider, currentAuthToken, setAuthTokenProvider } from './http/auth-token-provider';
export { cachePolicy } from './query/cache-policy';
export { createQueryClient } from './query/create-query-client';
export { shouldRetryQuery } from './query/should-retry-query';
export { isNotFoundError, type ReadOutcome, readOutcome, retryWhileUnanswered, unansweredRetryMs } from './query/read-failure';
export { queryKeys } from './query/query-keys';
export { birdiePledgesPath, birdiePledgesQueryOptions, getBirdiePledges, useBirdiePledges } from './charity/get-birdie-pledges';
export { donorWallPath, donorWallQueryOptions, getDonorWall, useDonorWall } from './charity/get-donor-wall';
export { getHoleSponsors, holeSponsorsPath, holeSponsorsQueryOptions, useHoleSponsors } from './charity/get-hole-sponsors';
export { getRaisedByTeam, raisedByTeamPath, raisedByTeamQueryOptions, useRaisedByTeam } from './charity/get-raised-by-team';
export { getSponsors, sponsorsPath, sponsorsQueryOptions, useSponsors } from './charity/get-sponsors';
export { newIdempotencyKey } from './charity/new-idempotency-key';
export { donate, type DonateVariables, useDonate } from './charity/use-donate';
export { pledgeBirdies, type PledgeBirdiesVariables, usePledgeBirdies } from './charity/use-pledge-birdies';
export { coursesPath, coursesQueryOptions, getCourses, useCourses } from './courses/get-courses';
export {
  activeTournamentsPath,
  activeTournamentsQueryOptions,
  getActiveTournaments,
  useActiveTournaments,
} from './tournaments/get-active-tournaments';
export { getTournament, tournamentQueryOptions, useTournament } from './tournaments/get-tournament';
export { tournamentPath, tournamentQueryKey, useTournamentUnchecked } from './tournaments/tournament-key';
export { tournamentsUncheckedQueryOptions } from './tournaments/read-all-tournaments';
export { getTournaments, tournamentsPath, tournamentsQueryOptions, useTournaments } from './tournaments/get-tournaments';
export {
  createTournament,
  deleteTournament,
  updateCharityGoal,
  updateCharityPaypal,
  updateCharityRaised,
  updateTournament,
} from './tournaments/tournament-mutations';
export { getTeams, teamsPath, teamsQueryOptions, useTeams } from './teams/get-teams';
export { addPlayer, createTeam, deleteTeam, regenerateInviteCode, removePlayer, updatePlayer, updateTeam } from './teams/team-mutations';
export { getWeather, type WeatherCoordinates, weatherPath, weatherQueryOptions, weatherUrl, useWeather } from './weather/get-weather';
export { activityQueryOptions, getActivity, useActivity } from './leaderboard/get-activity';
export {
  getMatchPairings,
  matchPairingsPath,
  matchPairingsQueryOptions,
  saveMatchPairings,
  useMatchPairings,
} from './tournaments/match-pairings';
export {
  getLeaderboard,
  getTodaysLeaderboard,
  leaderboardPath,
  leaderboardQueryOptions,
  todaysLeaderboardQueryOptions,
  useLeaderboard,
} from './leaderboard/get-leaderboard';
export { applyLiveEvent } from './live/apply-live-event';
export { eventsUrl, type LiveConnection, LiveStreamConnection, retryDelay } from './live/live-stream-connection';
export { type TournamentEventsOptions, useTournamentEvents } from './live/use-tournament-events';
