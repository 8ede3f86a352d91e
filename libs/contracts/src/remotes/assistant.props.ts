/** The Golf Assistant widget on every page. */
export interface ChatWidgetProps {
  /** First path segment of the current page, or 'home'; sent to the assistant as context. */
  pageContext: string;
  /** The shell draws the launcher until the first press, then mounts the widget already open. */
  startOpen?: boolean;
}
