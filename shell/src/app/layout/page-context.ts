/** What the Golf Assistant is told about the current page: its first path segment, or "home". */
export function pageContextOf(pathname: string): string {
  const [firstSegment] = pathname.split('/').filter(Boolean);
  return firstSegment ?? 'home';
}
