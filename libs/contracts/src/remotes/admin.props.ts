/** /tournaments (`?create=1` opens the Create Tournament dialog, as the home page's Create Your First Tournament does) */
export interface TournamentsPageProps {
  create?: boolean;
}

/** /tournament/{tournamentId}/results: the final board, every card, the charity total (public). */
export interface ResultsPageProps {
  tournamentId: string;
}

/** /tournament/{tournamentId}/reveal: the MC's phone page driving the awards reveal on the TV (tournament admin). */
export interface RevealPageProps {
  tournamentId: string;
}

/** /admin[?tournament={id}]: with a tournament, Tournament Administration opens on it (a member's landing). */
export interface AdminPageProps {
  tournamentId?: string;
}

/** /event-invite/{code}: an invitation to an event's team, accepted once signed in. */
export interface EventInvitePageProps {
  code: string;
}

/** /organisations/{organisationId}: the organisation's events by year, members and people (its members only). */
export interface OrganisationPageProps {
  organisationId: string;
}

/** The Tournament Administration dialog, opened from the navigation's admin icon or an admin page. */
export interface AdminDialogProps {
  open: boolean;
  onClose: () => void;
  /** Preselects a tournament in the dialog's selector. */
  tournamentId?: string;
}
