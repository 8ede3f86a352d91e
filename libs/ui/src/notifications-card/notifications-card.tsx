import { useId, useState } from 'react';
import faviconUrl from '../assets/favicon.svg';
import { messages } from '@fairway/contracts/messages';
import { Panel } from '../panel/panel';
import { type NotificationKind, notificationKinds } from './notification-kinds';
import { useNotificationPermission } from './notification-permission';
import { useNotificationPreferences } from './notification-preferences';
import { showNotification } from './show-notification';
import styles from './notifications-card.module.css';

export interface NotificationsCardProps {
  /** Used in the test notifications' text. */
  tournamentName?: string;
  className?: string;
}

function KindRow({ kind, on, onToggle, onTest }: { kind: NotificationKind; on: boolean; onToggle: () => void; onTest: () => void }) {
  const labelId = useId();
  return (
    <li className={styles.kind}>
      <div className={styles.kindText}>
        <span id={labelId} className={styles.kindLabel}>
          {kind.label}
        </span>
        <span className={styles.kindDescription}>{kind.description}</span>
      </div>
      <button type="button" className={styles.test} onClick={onTest} disabled={!on} aria-label={`Test ${kind.label.toLowerCase()} notification`}>
        Test
      </button>
      <button type="button" role="switch" aria-checked={on} aria-labelledby={labelId} className={styles.switch} onClick={onToggle}>
        <span className={styles.thumb} />
      </button>
    </li>
  );
}

function Preferences({ tournamentName }: { tournamentName: string }) {
  const [preferences, setPreference] = useNotificationPreferences();
  const [failure, setFailure] = useState<string | null>(null);
  const test = (kind: NotificationKind) => {
    setFailure(null);
    showNotification(kind.type, kind.sample(tournamentName), faviconUrl).catch(() => setFailure('This browser could not show the notification.'));
  };
  return (
    <>
      <p className={styles.lead}>Choose what you hear about. Test a type to see how it looks.</p>
      <ul className={styles.kinds}>
        {notificationKinds.map((kind) => (
          <KindRow
            key={kind.type}
            kind={kind}
            on={preferences[kind.preference]}
            onToggle={() => setPreference(kind.preference, !preferences[kind.preference])}
            onTest={() => test(kind)}
          />
        ))}
      </ul>
      {failure && (
        <p className={styles.note} role="alert">
          {failure}
        </p>
      )}
    </>
  );
}

function Offer({ onEnable }: { onEnable: () => void }) {
  return (
    <>
      <p className={styles.lead}>Get an alert on this device when the lead changes, a charity milestone is reached or the tournament has news.</p>
      <button type="button" className="ff-pill-button" onClick={onEnable}>
        Enable Notifications
      </button>
    </>
  );
}

function Blocked() {
  return (
    <p className={styles.note}>
      Notifications are blocked for this site. To turn them on, open your browser&apos;s site settings (the icon next to the address), allow notifications, then
      reload this page.
    </p>
  );
}

/** Browser notifications: offer them, per-type switches with tests, or how to unblock them. */
export function NotificationsCard({ tournamentName = 'the tournament', className }: NotificationsCardProps) {
  const [permission, requestPermission] = useNotificationPermission();
  return (
    <Panel title="Notifications" className={className}>
      {permission === 'unsupported' && (
        <p className={styles.note} role="alert">
          {messages.pages.pushUnsupported}
        </p>
      )}
      {permission === 'default' && <Offer onEnable={() => void requestPermission()} />}
      {permission === 'denied' && <Blocked />}
      {permission === 'granted' && <Preferences tournamentName={tournamentName} />}
    </Panel>
  );
}
