import { QrCode } from '@fairway/ui';
import { Panel } from '@fairway/ui';
import { donatePath, donateUrl } from '../../../shared/model/donate-links';
import styles from './charity-panels.module.css';

/** The donate page's QR code and link: a guest gives from their own phone, no account needed. */
export function DonateQrPanel({ tournamentId, charityName }: { tournamentId: string; charityName: string | undefined }) {
  return (
    <Panel title="Give to the Cause">
      <div className={styles.qr}>
        <QrCode value={donateUrl(tournamentId)} label={`QR code to donate to ${charityName ?? 'the charity'}`} size={160} />
        <p className={styles.lead}>Scan to donate or pledge per birdie.</p>
        <a className={styles.donateButton} href={donatePath(tournamentId)}>
          Donate
        </a>
      </div>
    </Panel>
  );
}
