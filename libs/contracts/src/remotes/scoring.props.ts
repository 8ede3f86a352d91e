/** /scorecard?tournament={id} or ?tournamentId={id}&teamId={id}; both ids are optional (active tournament, own team). */
export interface ScorecardPageProps {
  tournamentId?: string;
  teamId?: string;
}

/** /tournament/{tournamentId}/team-select */
export interface TeamSelectPageProps {
  tournamentId: string;
}

/** /tournament/{tournamentId}/join */
export interface JoinPageProps {
  tournamentId: string;
}

/** /station/{token}: a volunteer's contest station; the token (no account) scopes it to one contest. */
export interface StationPageProps {
  token: string;
}
