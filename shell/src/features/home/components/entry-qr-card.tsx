import { Panel, QrCode } from '@fairway/ui';
import { homeText } from '../model/home-text';
import { teamSelectUrl } from '../model/tournament-links';
import styles from './tournament-home.module.css';

const text = homeText.tournament;

export function EntryQrCard({ tournamentId, tournamentName }: { tournamentId: string; tournamentName: string }) {
  return (
    <Panel title={text.qrTitle}>
      <div className={styles.qr}>
        <QrCode value={teamSelectUrl(tournamentId)} label={text.qrLabel(tournamentName)} size={200} />
        <p className={styles.qrCaption}>{text.qrCaption}</p>
      </div>
    </Panel>
  );
}
