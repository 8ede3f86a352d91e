import { registerPagePath } from '@fairway/contracts/remotes';
import { QrCode } from '@fairway/ui';
import { Button } from 'antd';
import { useState } from 'react';
import panel from '../../../shared/components/panel.module.css';
import styles from './registration.module.css';

/** The public registration page's address and its QR code, for the invitation, the website and the clubhouse. */
export function RegistrationLink({ tournamentId, open }: { tournamentId: string; open: boolean }) {
  const url = new URL(registerPagePath(tournamentId), window.location.origin).toString();
  const [copied, setCopied] = useState(false);
  const copy = () => void navigator.clipboard?.writeText(url).then(() => setCopied(true));
  return (
    <div className={styles.link} role="group" aria-label="Registration link">
      <QrCode value={url} label="QR code of the registration page" size={132} />
      <div className={panel.linkText}>
        <strong>Registration page</strong>
        <code className={styles.url}>{url}</code>
        <p className={panel.muted}>
          {open
            ? 'Share it or print the QR code: players, captains and sponsors register and pay on their phones.'
            : 'Until registration opens the page says so.'}
        </p>
        <div className={styles.inline}>
          <Button onClick={copy}>{copied ? 'Copied' : 'Copy link'}</Button>
          <Button href={url} target="_blank" rel="noopener">
            Open page
          </Button>
        </div>
      </div>
    </div>
  );
}
