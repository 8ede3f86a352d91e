import { isEventRoleRevoked, isNotFoundError, memberStationKey, stationRefusalText, useMyStations, useTournament } from '@fairway/api-client';
import type { MyStationsPageProps } from '@fairway/contracts';
import { httpMessages } from '@fairway/contracts/http-messages';
import { myStationsPath } from '@fairway/contracts/remotes';
import { useAuth } from '@fairway/auth';
import { PageHeading, RemoteSurface } from '@fairway/ui';
import { Link } from '@fairway/ui/router';
import { MyStationList } from './my-station-list';
import { StationBody, StationNotice } from './station-body';
import own from './my-stations.module.css';
import styles from './station-page.module.css';

// The contest volunteer's own page: their holes, each opening its station on their account (no link token).
export function MyStationsPage({ tournamentId, contestId }: MyStationsPageProps) {
  const { status, user } = useAuth();
  return (
    <RemoteSurface remote="scoring" page="MyStationsPage">
      <div className={styles.page}>
        {status !== 'ready' ? (
          <StationNotice title="Opening your stations" text="One moment…" />
        ) : !user ? (
          <StationNotice title="Sign in to open your stations" text="Your contest stations open with the account the organiser invited." alert />
        ) : contestId ? (
          <>
            <Link to={myStationsPath(tournamentId)} className={own.backLink}>
              ‹ All my stations
            </Link>
            <StationBody token={memberStationKey(contestId)} />
          </>
        ) : (
          <MyStationsBody tournamentId={tournamentId} />
        )}
      </div>
    </RemoteSurface>
  );
}

function MyStationsBody({ tournamentId }: { tournamentId: string }) {
  const tournament = useTournament(tournamentId);
  const stations = useMyStations(tournamentId);
  const heading = <PageHeading eyebrow={tournament.data?.name ?? 'Contests'} title="My stations" subtitle="Open a hole’s station to record its entries." />;
  if (isEventRoleRevoked(stations.error)) {
    return <StationNotice title="Your role was removed" text="Your role on this event was removed by the organiser." alert />;
  }
  if (isNotFoundError(stations.error)) return <StationNotice title="Tournament not found" text="Check the link you followed." alert />;
  if (stationRefusalText(stations.error)) {
    return <StationNotice title="No stations of yours" text="Only the event’s contest volunteers and organisers open stations here." alert />;
  }
  if (stations.error) return <StationNotice title="No signal" text={`${httpMessages.noSignal} Your stations show as soon as the phone reaches the server.`} />;
  if (!stations.data) return <StationNotice title="Opening your stations" text="One moment…" />;
  return (
    <>
      {heading}
      <MyStationList stations={stations.data.stations} />
    </>
  );
}
