import { useAuctionCatalogue } from '@fairway/api-client';
import type { LeaderboardResponse } from '@fairway/contracts/leaderboard';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useOnChange } from '../hooks/use-on-change';
import { useSaleAnnouncements } from '../hooks/use-sale-announcements';
import { auctionOnTv } from '../model/auction-turn';
import { TvBoard } from './tv-board';

// Loaded once the tournament has an auction: most tournaments' TVs never need it.
const loadAuctionPanel = () => import('./tv-auction-panel');
const TvAuctionPanel = lazy(() => loadAuctionPanel().then((module) => ({ default: module.TvAuctionPanel })));
const TvSaleBanner = lazy(() => import('./tv-sale-banner').then((module) => ({ default: module.TvSaleBanner })));
// Loaded before the round only (teams on the board, none has scored): the rest of the day's TV never needs it.
const TvStartingHoles = lazy(() => import('./tv-starting-holes').then((module) => ({ default: module.TvStartingHoles })));

export type AuctionStart = 'first' | 'fund-a-need';

interface Turn {
  showing: 'board' | 'auction';
  start: AuctionStart;
  /** Each turn mounts its panel afresh: the board from its first page, the auction from `start`. */
  round: number;
}

/**
 * The screen's main panel: the leaderboard (before the round, the starting holes in its place), and when the
 * tournament has an auction, the leaderboard and the auction in turn (the board for all its pages, then the
 * auction's pages); a gift to the fund-a-need brings the thermometer on at once. Each sale is announced over the
 * screen as it happens.
 */
export function TvMainPanel({ board, tournamentId }: { board: LeaderboardResponse | undefined; tournamentId: string | undefined }) {
  const catalogue = useAuctionCatalogue(tournamentId).data;
  const withAuction = auctionOnTv(catalogue);
  const [turn, setTurn] = useState<Turn>({ showing: 'board', start: 'first', round: 0 });
  const show = useCallback((showing: Turn['showing'], start: AuctionStart = 'first') => setTurn((now) => ({ showing, start, round: now.round + 1 })), []);
  const toAuction = useCallback(() => show('auction'), [show]);
  const toBoard = useCallback(() => show('board'), [show]);
  const sale = useSaleAnnouncements(catalogue?.sales);
  useOnChange(catalogue && (catalogue.fundANeed?.totalCents ?? -1), () => show('auction', 'fund-a-need'));
  useEffect(() => {
    if (withAuction) void loadAuctionPanel();
  }, [withAuction]);
  const boardPanel = <TvBoard key={turn.round} board={board} onShown={withAuction ? toAuction : undefined} />;
  const beforeRound = Boolean(board && board.rows.length > 0 && board.rows.every((row) => row.thru === 0));
  const firstPanel =
    beforeRound && tournamentId ? (
      <Suspense fallback={boardPanel}>
        <TvStartingHoles key={turn.round} board={board} tournamentId={tournamentId} fallback={boardPanel} onShown={withAuction ? toAuction : undefined} />
      </Suspense>
    ) : (
      boardPanel
    );
  return (
    <>
      {withAuction && catalogue && tournamentId && turn.showing === 'auction' ? (
        <Suspense fallback={boardPanel}>
          <TvAuctionPanel key={turn.round} catalogue={catalogue} tournamentId={tournamentId} start={turn.start} onDone={toBoard} />
        </Suspense>
      ) : (
        firstPanel
      )}
      {sale && (
        <Suspense fallback={null}>
          <TvSaleBanner sale={sale} />
        </Suspense>
      )}
    </>
  );
}
