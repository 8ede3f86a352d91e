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
export { coursesPath, coursesQueryOptions, getCourses, useCourses } from './courses/get-courses';
export {
  activeTournamentsPath,
  activeTournamentsQueryOptions,
  getActiveTournaments,
  useActiveTournaments,
} from './tournaments/get-active-tournaments';
export {
  activeTournamentsUncheckedQueryOptions,
  getActiveTournamentsUnchecked,
  useActiveTournamentsUnchecked,
} from './tournaments/get-active-tournaments-unchecked';
export { getTournament, tournamentQueryOptions, useTournament } from './tournaments/get-tournament';
export { getTournamentUnchecked, tournamentUncheckedQueryOptions, useTournamentUnchecked } from './tournaments/get-tournament-unchecked';
export { tournamentPath, tournamentQueryKey } from './tournaments/tournament-key';
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
export { getTeamsUnchecked, teamsUncheckedQueryOptions, useTeamsUnchecked } from './teams/get-teams-unchecked';
export { addPlayer, deleteTeam, regenerateInviteCode, removePlayer, updatePlayer } from './teams/team-mutations';
export { createTeam, type CreateTeamVariables, useCreateTeam } from './teams/use-create-team';
export { joinTeam, useJoinTeam } from './teams/use-join-team';
export { updateTeam, type UpdateTeamVariables, useUpdateTeam } from './teams/use-update-team';
export { cardStatusPath, cardStatusUncheckedQueryOptions, getCardStatusUnchecked, useCardStatusUnchecked } from './scores/get-card-status-unchecked';
export { getHoleScoresUnchecked, holePollMs, holeScoresUncheckedQueryOptions, useHoleScoresUnchecked } from './scores/get-hole-scores-unchecked';
export { getTeamScoresUnchecked, teamScoresUncheckedQueryOptions, useTeamScoresUnchecked } from './scores/get-team-scores-unchecked';
export { submitCard, submitCardFailure, type SubmitCardVariables, useSubmitCard } from './scores/use-submit-card';
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
