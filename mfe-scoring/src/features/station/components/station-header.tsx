import type { StationOutboxStatus } from '@fairway/api-client';
import type { StationView } from '@fairway/contracts/contest';
import { contestKindLabels, stationMessages } from '@fairway/contracts/contest-texts';
import { leaderOnPhone, type WaitingEntry } from '../model/station-leader';
import styles from './station-page.module.css';

interface StationHeaderProps {
  view: StationView;
  status: StationOutboxStatus;
  waiting: readonly WaitingEntry[];
}

/** Which contest this link is for, who leads each division, and whether entries are reaching the server. */
export function StationHeader({ view: { contest }, status, waiting }: StationHeaderProps) {
  const pending = status.waiting.length;
  const signal = status.offline
    ? `No signal · ${pending} waiting on the phone`
    : status.sending || pending > 0
      ? `Sending ${pending}…`
      : 'Online · all entries sent';
  return (
    <header className={styles.header}>
      <p className={styles.kicker}>Hole {contest.hole} volunteer station</p>
      <h1>{contestKindLabels[contest.kind]}</h1>
      {(contest.sponsorName || contest.prize) && (
        <p className={styles.meta}>
          {[contest.sponsorName && `Sponsored by ${contest.sponsorName}`, contest.prize && `Prize: ${contest.prize}`].filter(Boolean).join(' · ')}
        </p>
      )}
      <ul className={styles.leaders} aria-label="Leaders">
        {contest.divisions.map((division) => {
          const leader = leaderOnPhone(contest, division, waiting);
          return (
            <li key={division}>
              <span>{contest.divisions.length > 1 ? `${division} leader` : 'Leader'}</span>
              <strong>{leader ? `${leader.name}, ${leader.label}` : stationMessages.noLeader}</strong>
            </li>
          );
        })}
      </ul>
      <p className={status.offline ? `${styles.signal} ${styles.offline}` : styles.signal} role="status">
        {signal}
      </p>
    </header>
  );
}
