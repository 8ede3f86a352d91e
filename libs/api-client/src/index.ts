export { errorText } from './http/error-text';
export { fieldProblems } from './http/field-problems';
export { currentAuthToken, setAuthTokenProvider } from './http/auth-token-provider';
export { createQueryClient } from './query/create-query-client';
export { useRefetchOnUserChange } from './query/use-refetch-on-user-change';
export { isNotFoundError, readOutcome, retryWhileUnanswered, unansweredRetryMs } from './query/read-failure';
export { failureToast, type WriteOptions } from './query/use-api-mutation';
export { auctionCatalogueQueryOptions, auctionPath, getAuctionCatalogue, useAuctionCatalogue } from './auction/get-auction-catalogue';
export { getMyAuctionBill, myAuctionBillKey, myAuctionBillQueryOptions, useMyAuctionBill } from './auction/get-my-auction-bill';
export { giveToFundANeed, type GiveToFundANeedVariables, useGiveToFundANeed } from './auction/use-give-to-fund-a-need';
export { payAuctionBill, usePayAuctionBill } from './auction/use-pay-auction-bill';
export { bidFailureText, placeBid, type PlaceBidVariables, usePlaceBid, withPlacedBid } from './auction/use-place-bid';
export { serverClockOffsetMs, serverNow } from './http/server-clock';
export { isNetworkError } from './http/network-error';
export { useRevealState } from './awards/get-reveal-state';
export { useChatSuggestions } from './chat/get-chat-suggestions';
export { assistantFailureText, useAskAssistant } from './chat/use-ask-assistant';
export { birdiePledgesPath, birdiePledgesQueryOptions, getBirdiePledges, useBirdiePledges } from './fundraising/get-birdie-pledges';
export { donorWallPath, donorWallQueryOptions, getDonorWall, useDonorWall } from './fundraising/get-donor-wall';
export { getHoleSponsors, holeSponsorsPath, holeSponsorsQueryOptions, useHoleSponsors } from './fundraising/get-hole-sponsors';
export { useSponsorLogos } from './fundraising/get-sponsor-logo';
export { useTeamWallet } from './fundraising/get-team-wallet';
export { getRaisedByTeam, raisedByTeamPath, raisedByTeamQueryOptions, useRaisedByTeam } from './fundraising/get-raised-by-team';
export { getSponsors, sponsorsPath, sponsorsQueryOptions, useSponsors } from './fundraising/get-sponsors';
export { newIdempotencyKey } from './fundraising/new-idempotency-key';
export { donate, type DonateVariables, useDonate } from './fundraising/use-donate';
export { donateByCard, type DonateByCardVariables, useDonateByCard } from './fundraising/use-donate-by-card';
export { getGiftReceipt, giftReceiptPath, giftReceiptQueryOptions, useGiftReceipt } from './fundraising/get-gift-receipt';
export {
  getPaymentsAvailability,
  paymentsAvailabilityPath,
  paymentsAvailabilityQueryOptions,
  usePaymentsAvailability,
} from './payments/get-payments-availability';
export { useSpendMulligan } from './fundraising/use-spend-mulligan';
export { pledgeBirdies, type PledgeBirdiesVariables, usePledgeBirdies } from './fundraising/use-pledge-birdies';
export { useAddOns } from './fundraising/get-add-ons';
export { type LedgerFilters, useLedger } from './fundraising/get-ledger';
export { useCloseOut } from './close-out/get-close-out';
export { useDeclareCount } from './close-out/use-declare-count';
export { useDownloadCloseOutCsv } from './close-out/use-download-close-out-csv';
export { useMulliganRules } from './fundraising/get-mulligan-rules';
export { useSponsorTiers } from './fundraising/get-sponsor-tiers';
export { useClearHoleSponsor } from './fundraising/use-clear-hole-sponsor';
export { useCollectBirdiePledge } from './fundraising/use-collect-birdie-pledge';
export { useCreateAddOn } from './fundraising/use-create-add-on';
export { useCreateSponsor } from './fundraising/use-create-sponsor';
export { useCreateSponsorTier } from './fundraising/use-create-sponsor-tier';
export { useDeleteSponsor } from './fundraising/use-delete-sponsor';
export { useDeleteSponsorTier } from './fundraising/use-delete-sponsor-tier';
export { useDownloadLedgerCsv } from './fundraising/use-download-ledger-csv';
export { useReceiveLedgerEntry } from './fundraising/use-receive-ledger-entry';
export { useRecordLedgerEntry } from './fundraising/use-record-ledger-entry';
export { useRefundCardGift } from './fundraising/use-refund-card-gift';
export { useSellAddOn } from './fundraising/use-sell-add-on';
export { useSetHoleSponsor } from './fundraising/use-set-hole-sponsor';
export { useSetMulliganRules } from './fundraising/use-set-mulligan-rules';
export { useUpdateSponsor } from './fundraising/use-update-sponsor';
export { useUploadSponsorLogo } from './fundraising/use-upload-sponsor-logo';
export { useVoidLedgerEntry } from './fundraising/use-void-ledger-entry';
export { contestsQueryOptions, useContests } from './contests/get-contests';
export { useCourses } from './courses/get-courses';
export { activeTournamentsQueryOptions, useActiveTournaments } from './tournaments/get-active-tournaments';
export { tournamentQueryOptions, useTournament } from './tournaments/get-tournament';
export { useEnterContestEntry } from './contests/use-enter-contest-entry';
export { isStationLinkRefused, stationRefusalText, useStationView } from './contests/get-station-view';
export { StationOutbox, type StationOutboxStatus, writeStationReply } from './contests/station-outbox';
export { useStationOutbox } from './contests/use-station-outbox';
export { getMyStations, myStationsPath, myStationsQueryOptions, useMyStations } from './contests/get-my-stations';
export { memberStationKey } from './contests/station-token-header';
export { useAwards } from './awards/get-awards';
export { useAwardsSettings } from './awards/get-awards-settings';
export { useCloseScoring } from './awards/use-close-scoring';
export { useReveal } from './awards/use-reveal';
export { useSaveAwardsSettings } from './awards/use-save-awards-settings';
export { useContestAudit } from './contests/get-contest-audit';
export { contestEntriesQueryOptions } from './contests/get-contest-entries';
export { useContestStations } from './contests/get-contest-stations';
export { useCreateContest } from './contests/use-create-contest';
export { useCreateStation } from './contests/use-create-station';
export { useDeleteContest } from './contests/use-delete-contest';
export { useRevokeStation } from './contests/use-revoke-station';
export { useUpdateContest } from './contests/use-update-contest';
export { useVoidEntry } from './contests/use-void-entry';
export { getOwnRegistration, ownRegistrationQueryOptions, registrationCalendarPath, useOwnRegistration } from './registration/get-own-registration';
export { getTeammateForm, teammateFormQueryOptions, useTeammateFormReader } from './registration/get-teammate-form';
export { getRegistrationPage, registrationPagePath, registrationPageQueryOptions, useRegistrationPage } from './registration/get-registration-page';
export { getRegistrationQuote, registrationQuoteQueryOptions, useRegistrationQuote } from './registration/get-registration-quote';
export { getRegistrationSettings, registrationSettingsQueryOptions, useRegistrationSettings } from './registration/get-registration-settings';
export { getRegistrations, type RegistrationFilters, registrationsQueryOptions, useRegistrations } from './registration/get-registrations';
export { useCancelRegistration } from './registration/use-cancel-registration';
export { checkoutRegistration, type CheckoutRegistrationVariables, useCheckoutRegistration } from './registration/use-checkout-registration';
export { useCreatePromoCode } from './registration/use-create-promo-code';
export { useCreateRegistrationProduct } from './registration/use-create-registration-product';
export { useDeletePromoCode } from './registration/use-delete-promo-code';
export { useDeleteRegistrationProduct } from './registration/use-delete-registration-product';
export { useDownloadRegistrationsCsv } from './registration/use-download-registrations-csv';
export { payOffer, usePayOffer } from './registration/use-pay-offer';
export { isStaleWaiverRefusal, promoCodeRefusal } from './registration/registration-refusals';
export { useRecordWalkUp } from './registration/use-record-walk-up';
export { useRefundRegistration } from './registration/use-refund-registration';
export { useSaveRegistrationSettings } from './registration/use-save-registration-settings';
export { useUpdatePromoCode } from './registration/use-update-promo-code';
export { useUpdateRegistrationProduct } from './registration/use-update-registration-product';
export { useWithdrawRegistration } from './registration/use-withdraw-registration';
export { useSkinsBoard } from './skins/get-skins-board';
export { useSkinsSettings } from './skins/get-skins-settings';
export { useSaveSkinsSettings } from './skins/use-save-skins-settings';
export { useSaveSkinsEntrants } from './skins/use-save-skins-entrants';
export { tournamentPath } from './tournaments/tournament-key';
export { tournamentsQueryOptions, useTournaments } from './tournaments/get-tournaments';
export { useCreateTournament } from './tournaments/use-create-tournament';
export { useDeleteTournament } from './tournaments/use-delete-tournament';
export { useUpdateCharityGoal } from './tournaments/use-update-charity-goal';
export { useUpdateCharityPaypal } from './tournaments/use-update-charity-paypal';
export { useUpdateCharityRaised } from './tournaments/use-update-charity-raised';
export { useUpdateTournament } from './tournaments/use-update-tournament';
export { useMatchPairings } from './tournaments/get-match-pairings';
export { useSaveMatchPairings } from './tournaments/use-save-match-pairings';
export { teamsPath, teamsQueryOptions, useTeams } from './teams/get-teams';
export { useAddPlayer } from './teams/use-add-player';
export { useCreateTeam } from './teams/use-create-team';
export { useDeleteTeam } from './teams/use-delete-team';
export { type JoinTeamVariables, useJoinTeam } from './teams/use-join-team';
export { useRegenerateInviteCode } from './teams/use-regenerate-invite-code';
export { useRemovePlayer } from './teams/use-remove-player';
export { useUpdatePlayer } from './teams/use-update-player';
export { useUpdateTeam } from './teams/use-update-team';
export { cardStatusQueryOptions, useCardStatus } from './scores/get-card-status';
export { holeScoresQueryOptions, useHoleScores } from './scores/get-hole-scores';
export { teamScoresQueryOptions, useTeamScores, useTeamsScores } from './scores/get-team-scores';
export { useSubmitCard } from './scores/use-submit-card';
export { usePrefetchCardReads } from './scores/use-prefetch-card-reads';
export { type ScoringOutbox, useScoringOutbox } from './outbox/use-scoring-outbox';
export { type WeatherCoordinates, useWeather } from './weather/get-weather';
export { activityQueryOptions, useActivity } from './leaderboard/get-activity';
export { leaderboardPath, leaderboardQueryOptions, todaysLeaderboardQueryOptions, useLeaderboard } from './leaderboard/get-leaderboard';
export { type LiveConnection } from './live/live-stream-connection';
export { useTournamentEvents } from './live/use-tournament-events';
export { eventInvitationQueryOptions, getEventInvitation, useEventInvitation } from './event-team/get-event-invitation';
export { eventTeamQueryOptions, getEventTeam, useEventTeam } from './event-team/get-event-team';
export { getMyEventRoles, myEventRolesQueryOptions, useMyEventRoles } from './event-team/get-my-event-roles';
export { eventRoleRevokedCode, isEventRoleRevoked, useEventRoleRevoked } from './event-team/event-role-revoked';
export { acceptEventInvitation, useAcceptEventInvitation } from './event-team/use-accept-event-invitation';
export { changeEventMember, type ChangeEventMemberVariables, useChangeEventMember } from './event-team/use-change-event-member';
export { inviteEventMember, type InviteEventMemberVariables, useInviteEventMember } from './event-team/use-invite-event-member';
export { revokeEventMember, type RevokeEventMemberVariables, useRevokeEventMember } from './event-team/use-revoke-event-member';
export { transferOwnership, type TransferOwnershipVariables, useTransferOwnership } from './event-team/use-transfer-ownership';
export {
  getMyOrganisations,
  getOrganisation,
  getOrganisationPeople,
  organisationPeopleQueryOptions,
  organisationQueryOptions,
  useMyOrganisations,
  useOrganisation,
  useOrganisationPeople,
} from './organisation/get-organisation';
export { cloneTournament, type CloneTournamentVariables, useCloneTournament } from './organisation/use-clone-tournament';
export {
  getPreviousFieldInvite,
  invitePreviousField,
  previousFieldInvitePath,
  useInvitePreviousField,
  usePreviousFieldInvite,
} from './organisation/use-invite-previous-field';
export {
  type AddOrganisationMemberVariables,
  type ChangeOrganisationMemberVariables,
  type RemoveOrganisationMemberVariables,
  useAddOrganisationMember,
  useChangeOrganisationMember,
  useRemoveOrganisationMember,
} from './organisation/use-organisation-members';
export { downloadPeopleCsv, peopleCsvPath, useDownloadPeopleCsv } from './organisation/use-download-people-csv';
export { organisationPath, organisationsPath } from './organisation/organisation-path';
export { applyAuctionAdminEvent, useAuctionAdminLive } from './auction/auction-admin-live';
export { useAuctionBidders } from './auction/get-auction-bidders';
export { useAuctionBill } from './auction/get-auction-bill';
export { useAuctionItems } from './auction/get-auction-items';
export { useAuctionOverview } from './auction/get-auction-overview';
export { useAuctionUnpaid } from './auction/get-auction-unpaid';
export { useAddGuestBidder } from './auction/use-add-guest-bidder';
export { useCloseAuctionItem, useExtendAuctionItem, useOfferToNextBidder } from './auction/use-auction-item-controls';
export { useDeleteAuctionItem } from './auction/use-delete-auction-item';
export { useDeskCheckout } from './auction/use-desk-checkout';
export { useSaveAuctionItem } from './auction/use-save-auction-item';
export { useSaveAuctionSettings } from './auction/use-save-auction-settings';
export { useSaveFundANeed } from './auction/use-save-fund-a-need';
export { useRemoveAuctionPhoto, useUploadAuctionPhoto } from './auction/use-upload-auction-photo';
export { fieldMessagesQueryOptions, getFieldMessages, queuedRefreshMs, useFieldMessages } from './messages/get-field-messages';
export { getMessageDeliveries, useMessageDeliveries } from './messages/get-message-deliveries';
export { useMessageReminder, useResultsMessage } from './messages/get-message-reminder';
export { useMyBanners } from './messages/get-my-banners';
export { messagesKey, messagesPath, myBannersKey } from './messages/messages-path';
export {
  type FieldMessageVariables,
  previewFieldMessage,
  sendFieldMessage,
  useSaveMessageReminder,
  useSendFieldMessage,
  useSendReminderNow,
  usePreviewFieldMessage,
} from './messages/use-field-message-writes';
export { getStarts, startsQueryOptions, useStarts } from './starts/get-starts';
export { startsKey, startsPath } from './starts/starts-path';
export { assignStarts, useAssignStarts } from './starts/use-assign-starts';
export { moveStart, type MoveStartVariables, useMoveStart } from './starts/use-move-start';
export { setStartsLocked, useLockStarts, useUnlockStarts } from './starts/use-lock-starts';
export { useLiveStarts } from './starts/use-live-starts';
export { getPrintCatalogue, printCatalogueQueryOptions, usePrintCatalogue } from './print/get-print-catalogue';
export { printCatalogueKey, printCataloguePath, printDocumentPath } from './print/print-path';
export { downloadPrint, type DownloadPrintVariables, useDownloadPrint } from './print/use-download-print';
