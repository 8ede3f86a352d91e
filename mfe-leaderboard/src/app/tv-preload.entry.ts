// The standalone TV page's <head> script (built on its own, see rspack.config.js): the board, the tournament
// and the auction's catalogue of /mfe/leaderboard/tv/<id> are asked for while the app's code is still on its
// way; the TV's first reads of the same paths take the answers.
import { auctionPath, leaderboardPath, tournamentPath } from '@fairway/api-client';
import { prefetchRead } from '@fairway/api-client/prefetched-reads';

const tournamentId = /^\/mfe\/leaderboard\/tv\/([^/]+)\/?$/.exec(window.location.pathname)?.[1];
if (tournamentId) {
  const id = decodeURIComponent(tournamentId);
  prefetchRead(`${leaderboardPath}/${encodeURIComponent(id)}`);
  prefetchRead(tournamentPath(id));
  prefetchRead(auctionPath(id));
}
