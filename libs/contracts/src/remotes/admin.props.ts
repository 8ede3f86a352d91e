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

/** /admin */
export type AdminPageProps = Record<string, never>;

/** The Tournament Administration dialog, opened from the navigation's admin icon or an admin page. */
export interface AdminDialogProps {
  open: boolean;
  onClose: () => void;
  /** Preselects a tournament in the dialog's selector. */
  tournamentId?: string;
}
