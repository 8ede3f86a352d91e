import { useRegistrationPage } from '@fairway/api-client';
import { registerPagePath } from '@fairway/contracts/remotes';
import type { RegistrationStatus } from '@fairway/contracts/registration';
import { Panel, QrCode } from '@fairway/ui';
import { Link } from '@fairway/ui/router';
import { homeText } from '../model/home-text';
import { registerUrl } from '../model/tournament-links';
import styles from './tournament-home.module.css';

const text = homeText.tournament;

const captions: Partial<Record<RegistrationStatus, string>> = {
  open: text.registerOpen,
  full: text.registerFull,
  'not-yet-open': text.registerSoon,
};

/**
 * The registration page's QR code, while registering means something (open, full with its waitlist, or opening
 * soon); nothing for a tournament whose registration is closed or was never opened. It comes last in its column,
 * so appearing once its read answers moves nothing on the screen.
 */
export function RegisterQrCard({ tournamentId, tournamentName }: { tournamentId: string; tournamentName: string }) {
  const registration = useRegistrationPage(tournamentId);
  const caption = registration.data && captions[registration.data.status];
  if (!caption) return null;
  return (
    <Panel title={text.registerQrTitle}>
      <div className={styles.qr}>
        <QrCode value={registerUrl(tournamentId)} label={text.registerQrLabel(tournamentName)} size={200} />
        <p className={styles.qrCaption}>{caption}</p>
        <Link to={registerPagePath(tournamentId)} className={styles.secondaryAction}>
          {text.registerLink}
        </Link>
      </div>
    </Panel>
  );
}
