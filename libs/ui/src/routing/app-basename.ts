/**
 * Router basename of an app running standalone: the path its scripts were served from, e.g.
 * "/mfe/leaderboard" behind the gateway or "" on its own dev server.
 */
export function appBasename(publicPath: string, origin: string): string {
  const path = new URL(publicPath, origin).pathname;
  return path.replace(/\/+$/, '');
}
