/** The Golf Assistant widget on every page. */
export interface ChatWidgetProps {
  /** First path segment of the current page, or 'home'; sent to the assistant as context. */
  pageContext: string;
  /** The tournament the page shows, when its URL names one; sent as context. */
  tournamentId?: string;
  /** The team the page shows (the scorecard's ?teamId=), when its URL names one; sent as context. */
  teamId?: string;
  /** The shell draws the launcher until the first press, then mounts the widget already open. */
  startOpen?: boolean;
}
