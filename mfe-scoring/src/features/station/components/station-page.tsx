import type { StationPageProps } from '@fairway/contracts';
import { stationMessages } from '@fairway/contracts/contest-texts';
import { RemoteSurface } from '@fairway/ui';
import { StationBody, StationNotice } from './station-body';
import styles from './station-page.module.css';

// No account and no antd: a volunteer opens this from a QR code on a phone, often on a weak signal.
export function StationPage({ token }: StationPageProps) {
  return (
    <RemoteSurface remote="scoring" page="StationPage">
      <div className={styles.page}>
        {token ? <StationBody token={token} /> : <StationNotice title="Station link incomplete" text={stationMessages.linkMissingToken} />}
      </div>
    </RemoteSurface>
  );
}
