/** /tournaments */
export type TournamentsPageProps = Record<string, never>;

/** /admin */
export type AdminPageProps = Record<string, never>;

/** The Tournament Administration dialog, opened from the navigation's admin icon or an admin page. */
export interface AdminDialogProps {
  open: boolean;
  onClose: () => void;
  /** Preselects a tournament in the dialog's selector. */
  tournamentId?: string;
}
