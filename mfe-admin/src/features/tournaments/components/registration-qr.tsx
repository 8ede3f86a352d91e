import { registerPagePath } from '@fairway/contracts/remotes';
import { QrCode } from '@fairway/ui';
import styles from './tournament-card.module.css';

/** The registration page's QR code on a tournament's card, for the organiser to show or print; drawn only when asked for. */
export function RegistrationQr({ tournamentId, tournamentName }: { tournamentId: string; tournamentName: string }) {
  const url = new URL(registerPagePath(tournamentId), window.location.origin).toString();
  return (
    <figure className={styles.qr}>
      <QrCode value={url} label={`QR code: open the registration page of ${tournamentName}`} size={148} />
      <figcaption>Scan to register and pay</figcaption>
    </figure>
  );
}
