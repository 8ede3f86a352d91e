/** The volunteer page a station link opens; the token is shown only when the link is made. */
export function stationUrl(origin: string, token: string): string {
  return `${origin}/station/${encodeURIComponent(token)}`;
}
