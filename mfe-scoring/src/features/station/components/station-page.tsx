import { isStationLinkRefused, useStationOutbox, useStationView } from '@fairway/api-client';
import type { StationPageProps } from '@fairway/contracts';
import { httpMessages } from '@fairway/contracts/http-messages';
import { stationMessages } from '@fairway/contracts/contest-texts';
import { RemoteSurface } from '@fairway/ui';
import { StationDesk } from './station-desk';
import styles from './station-page.module.css';

// No account and no antd: a volunteer opens this from a QR code on a phone, often on a weak signal.
export function StationPage({ token }: StationPageProps) {
  return (
    <RemoteSurface remote="scoring" page="StationPage">
      <div className={styles.page}>
        {token ? <StationBody token={token} /> : <Notice title="Station link incomplete" text={stationMessages.linkMissingToken} />}
      </div>
    </RemoteSurface>
  );
}

function StationBody({ token }: { token: string }) {
  const view = useStationView(token);
  const { status, outbox } = useStationOutbox(token);
  const revoked = isStationLinkRefused(view.error) || status.failed.some((item) => item.failure?.status === 401);
  if (revoked) return <Notice title="Station link revoked" text={stationMessages.linkRevoked} alert />;
  if (view.data) return <StationDesk token={token} view={view.data} status={status} outbox={outbox} />;
  if (view.error) return <Notice title="No signal" text={`${httpMessages.noSignal} The station opens as soon as the phone reaches the server.`} />;
  return <Notice title="Opening the station" text="One moment…" />;
}

function Notice({ title, text, alert = false }: { title: string; text: string; alert?: boolean }) {
  return (
    <section className={styles.notice} role={alert ? 'alert' : 'status'}>
      <h1>{title}</h1>
      <p>{text}</p>
    </section>
  );
}
