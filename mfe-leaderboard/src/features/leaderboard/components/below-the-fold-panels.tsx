import type { Tournament } from '@fairway/contracts/tournament';
import { NotificationsCard, WeatherCard } from '@fairway/ui';
import { AuctionLinkPanel } from './auction-link-panel';
import { ContestsPanel } from './contests-panel';
import { DonorWallPanel } from './donor-wall-panel';
import { QrCodesPanel } from './qr-codes-panel';
import { RaisedByTeamPanel } from './raised-by-team-panel';
import { SkinsBoardPanel } from './skins-board-panel';

/** Under the board and the activity: the contests' leaders and the skins. */
export function MainColumnPanels({ tournamentId }: { tournamentId: string }) {
  return (
    <>
      <ContestsPanel tournamentId={tournamentId} />
      <SkinsBoardPanel tournamentId={tournamentId} />
    </>
  );
}

/** The side column after the TV link and the charity card (below them on a phone). */
export function SideColumnPanels({ tournamentId, tournament }: { tournamentId: string; tournament: Tournament | undefined }) {
  return (
    <>
      <AuctionLinkPanel tournamentId={tournamentId} />
      <DonorWallPanel tournamentId={tournamentId} />
      <WeatherCard variant="compact" />
      <QrCodesPanel tournamentId={tournamentId} tournamentName={tournament?.name} charityName={tournament?.charityName} />
      <NotificationsCard tournamentName={tournament?.name} />
      <RaisedByTeamPanel tournamentId={tournamentId} />
    </>
  );
}
