/** /scorecard?tournament={id} or ?tournamentId={id}&teamId={id}; both ids are optional (active tournament, own team). */
export interface ScorecardPageProps {
  tournamentId?: string;
  teamId?: string;
}

/** /tournament/{tournamentId}/team-select */
export interface TeamSelectPageProps {
  tournamentId: string;
}

/** /tournament/{tournamentId}/join[?code={inviteCode}]: a captain's invite link carries the team's code. */
export interface JoinPageProps {
  tournamentId: string;
  code?: string;
}

/** /station/{token}: a volunteer's contest station; the token (no account) scopes it to one contest. */
export interface StationPageProps {
  token: string;
}

/** /tournament/{tournamentId}/register: what to buy, the questions, the waiver, then the checkout (no account needed). */
export interface RegisterPageProps {
  tournamentId: string;
}

/** /tournament/{tournamentId}/register/confirmation/{token}: where the checkout returns; the token (no account) scopes it to one registration. */
export interface RegistrationConfirmationPageProps {
  tournamentId: string;
  token: string;
}

/** /tournament/{tournamentId}/field-cards: a scorer's list of every team's card (an account with the scorer's role). */
export interface FieldCardsPageProps {
  tournamentId: string;
}

/**
 * /tournament/{tournamentId}/my-stations[?contest={contestId}]: a contest volunteer's contests, each opening its
 * station with their own account (the contest in the query: that station).
 */
export interface MyStationsPageProps {
  tournamentId: string;
  contestId?: string;
}

/** /tournament/{tournamentId}/auction: the silent auction's catalogue, the fund-a-need and the guest's bidder number. */
export interface AuctionPageProps {
  tournamentId: string;
}

/** /tournament/{tournamentId}/auction/{itemId}: one item, its photos and the bid buttons (the outbid e-mail links here). */
export interface AuctionItemPageProps {
  tournamentId: string;
  itemId: string;
}

/** /tournament/{tournamentId}/auction/my-bids: the items the guest bid on, what they won and their bill. */
export interface AuctionMyBidsPageProps {
  tournamentId: string;
}
