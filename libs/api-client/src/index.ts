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
export { birdiePledgesPath, birdiePledgesQueryOptions, getBirdiePledges, useBirdiePledges } from './charity/get-birdie-pledges';
export { donorWallPath, donorWallQueryOptions, getDonorWall, useDonorWall } from './charity/get-donor-wall';
export { getHoleSponsors, holeSponsorsPath, holeSponsorsQueryOptions, useHoleSponsors } from './charity/get-hole-sponsors';
export { useSponsorLogos } from './charity/get-sponsor-logo';
export { useTeamWallet } from './charity/get-team-wallet';
export { getRaisedByTeam, raisedByTeamPath, raisedByTeamQueryOptions, useRaisedByTeam } from './charity/get-raised-by-team';
export { getSponsors, sponsorsPath, sponsorsQueryOptions, useSponsors } from './charity/get-sponsors';
export { newIdempotencyKey } from './charity/new-idempotency-key';
export { donate, type DonateVariables, useDonate } from './charity/use-donate';
export { useSpendMulligan } from './charity/use-spend-mulligan';
export { pledgeBirdies, type PledgeBirdiesVariables, usePledgeBirdies } from './charity/use-pledge-birdies';
export { useContests } from './contests/get-contests';
export { useEnterContestEntry } from './contests/use-enter-contest-entry';
export { isStationLinkRefused, useStationView } from './contests/get-station-view';
export { StationOutbox, type StationOutboxStatus, writeStationReply } from './contests/station-outbox';
export { coursesPath, coursesQueryOptions, getCourses, useCourses } from './courses/get-courses';
export { activeTournamentsQueryOptions, getActiveTournaments, useActiveTournaments } from './tournaments/get-active-tournaments';
export { getTournament, tournamentQueryOptions, useTournament } from './tournaments/get-tournament';
export { tournamentPath } from './tournaments/tournament-key';
export { useTournamentsUnchecked } from './tournaments/read-all-tournaments';
export { getTournaments, tournamentsPath, tournamentsQueryOptions, useTournaments } from './tournaments/get-tournaments';
export { useCreateTournament } from './tournaments/use-create-tournament';
export { useDeleteTournament } from './tournaments/use-delete-tournament';
export { useUpdateCharityGoal } from './tournaments/use-update-charity-goal';
export { useUpdateCharityPaypal } from './tournaments/use-update-charity-paypal';
export { useUpdateCharityRaised } from './tournaments/use-update-charity-raised';
export { useUpdateTournament } from './tournaments/use-update-tournament';
export { useMatchPairings } from './tournaments/get-match-pairings';
export { useSaveMatchPairings } from './tournaments/use-save-match-pairings';
export { getTeams, teamsPath, teamsQueryOptions, useTeams } from './teams/get-teams';
export { useTeamsUnchecked } from './teams/get-teams-unchecked';
export { useAddPlayer } from './teams/use-add-player';
export { useCreateTeam } from './teams/use-create-team';
export { useDeleteTeam } from './teams/use-delete-team';
export { useJoinTeam } from './teams/use-join-team';
export { useRegenerateInviteCode } from './teams/use-regenerate-invite-code';
export { useRemovePlayer } from './teams/use-remove-player';
export { useUpdatePlayer } from './teams/use-update-player';
export { useUpdateTeam } from './teams/use-update-team';
export { cardStatusUncheckedQueryOptions, useCardStatusUnchecked } from './scores/get-card-status-unchecked';
export { holeScoresUncheckedQueryOptions, useHoleScoresUnchecked } from './scores/get-hole-scores-unchecked';
export { teamScoresQueryOptions, useTeamScores, useTeamsScores } from './scores/get-team-scores';
export { useSubmitCard } from './scores/use-submit-card';
export { getWeather, type WeatherCoordinates, weatherPath, weatherQueryOptions, weatherUrl, useWeather } from './weather/get-weather';
export { activityQueryOptions, getActivity, useActivity } from './leaderboard/get-activity';
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
