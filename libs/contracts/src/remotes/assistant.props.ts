/** The Golf Assistant widget on every page. */
export interface ChatWidgetProps {
  /** First path segment of the current page, or 'home'; sent to the assistant as context. */
  pageContext: string;
}
