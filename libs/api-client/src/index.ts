export { ApiError, isApiError } from './http/api-error';
export { apiFetch, type ApiRequestInit } from './http/api-fetch';
export { isNetworkError, NetworkError } from './http/network-error';
export { errorText } from './http/error-text';
export { type ApiMutationSpec, useApiMutation } from './query/use-api-mutation';
export { apiJson, apiJsonOrNullWhenUnauthorized, type ResponseSchema } from './http/api-json';
export { type AuthTokenProvider, currentAuthToken, setAuthTokenProvider } from './http/auth-token-provider';
export { cachePolicy } from './query/cache-policy';
export { createQueryClient } from './query/create-query-client';
export { shouldRetryQuery } from './query/should-retry-query';
export { isNotFoundError, type ReadOutcome, readOutcome, retryWhileUnanswered, unansweredRetryMs } from './query/read-failure';
export { queryKeys } from './query/query-keys';
export { useChatSuggestions } from './chat/get-chat-suggestions';
export { assistantFailureText, useAskAssistant } from './chat/use-ask-assistant';
export { coursesPath, coursesQueryOptions, getCourses, useCourses } from './courses/get-courses';
export { activeTournamentsQueryOptions, getActiveTournaments, useActiveTournaments } from './tournaments/get-active-tournaments';
export { getTournament, tournamentQueryOptions, useTournament } from './tournaments/get-tournament';
export { tournamentPath } from './tournaments/tournament-key';
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
export { useTeamsUnchecked } from './teams/get-teams-unchecked';
export { addPlayer, deleteTeam, regenerateInviteCode, removePlayer, updatePlayer } from './teams/team-mutations';
export { createTeam, useCreateTeam } from './teams/use-create-team';
export { useJoinTeam } from './teams/use-join-team';
export { updateTeam, useUpdateTeam } from './teams/use-update-team';
export { cardStatusUncheckedQueryOptions, useCardStatusUnchecked } from './scores/get-card-status-unchecked';
export { holeScoresUncheckedQueryOptions, useHoleScoresUnchecked } from './scores/get-hole-scores-unchecked';
export { teamScoresUncheckedQueryOptions, useTeamScoresUnchecked } from './scores/get-team-scores-unchecked';
export { useSubmitCard } from './scores/use-submit-card';
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
