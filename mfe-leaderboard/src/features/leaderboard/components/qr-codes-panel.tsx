import { Panel, QrCode } from '@fairway/ui';
import { teamSelectUrl } from '../../../shared/model/tournament-links';
import { donatePath, donateUrl } from '../../../shared/model/donate-links';
import styles from './charity-panels.module.css';

interface QrCodesPanelProps {
  tournamentId: string;
  tournamentName: string | undefined;
  charityName: string | undefined;
}

/** Side by side: the code a player scans to enter scores, and the one a guest scans to give (with its link). */
export function QrCodesPanel({ tournamentId, tournamentName, charityName }: QrCodesPanelProps) {
  return (
    <Panel title="Join or Give">
      <div className={styles.qrPair}>
        <figure className={styles.qr}>
          <QrCode value={teamSelectUrl(tournamentId)} label={`QR code to enter scores for ${tournamentName ?? 'this tournament'}`} size={124} />
          <figcaption>Scan to pick your team and enter scores.</figcaption>
        </figure>
        <figure className={styles.qr}>
          <QrCode value={donateUrl(tournamentId)} label={`QR code to donate to ${charityName ?? 'the charity'}`} size={124} />
          <figcaption>Scan to donate or pledge per birdie.</figcaption>
          <a className={styles.donateButton} href={donatePath(tournamentId)}>
            Donate
          </a>
        </figure>
      </div>
    </Panel>
  );
}
