import { eventRoleRevokedCode, isEventRoleRevoked, isStationLinkRefused, stationRefusalText, useStationOutbox, useStationView } from '@fairway/api-client';
import { httpMessages } from '@fairway/contracts/http-messages';
import { stationMessages } from '@fairway/contracts/contest-texts';
import { StationDesk } from './station-desk';
import styles from './station-page.module.css';

const roleRemoved = 'Your role on this event was removed by the organiser. Entries not yet sent stay on this phone; hand them to the organiser.';

/**
 * A station by its key: a link's token, or a signed-in volunteer's own station (memberStationKey). A refused
 * link, or a volunteer whose role was removed, is told so and offered nothing more.
 */
export function StationBody({ token }: { token: string }) {
  const view = useStationView(token);
  const { status, outbox } = useStationOutbox(token);
  const revoked = isStationLinkRefused(view.error) || status.failed.some((item) => item.failure?.status === 401);
  if (revoked) return <StationNotice title="Station link revoked" text={stationMessages.linkRevoked} alert />;
  if (isEventRoleRevoked(view.error) || status.failed.some((item) => item.failure?.code === eventRoleRevokedCode)) {
    return <StationNotice title="Your role was removed" text={roleRemoved} alert />;
  }
  if (view.data) return <StationDesk token={token} view={view.data} status={status} outbox={outbox} />;
  const refusal = stationRefusalText(view.error);
  if (refusal) return <StationNotice title="Not your station" text={refusal} alert />;
  if (view.error) return <StationNotice title="No signal" text={`${httpMessages.noSignal} The station opens as soon as the phone reaches the server.`} />;
  return <StationNotice title="Opening the station" text="One moment…" />;
}

export function StationNotice({ title, text, alert = false }: { title: string; text: string; alert?: boolean }) {
  return (
    <section className={styles.notice} role={alert ? 'alert' : 'status'}>
      <h1>{title}</h1>
      <p>{text}</p>
    </section>
  );
}
