import type { StationOutboxStatus } from '@fairway/api-client';
import type { ContestEntry, StationView } from '@fairway/contracts/contest';
import { stationMessages } from '@fairway/contracts/contest-texts';
import { useState } from 'react';
import { namesOf, type WaitingEntry } from '../model/station-leader';
import styles from './station-page.module.css';

interface StationEntriesProps {
  view: StationView;
  status: StationOutboxStatus;
  waiting: readonly WaitingEntry[];
  onChange: (entryId: string, action: 'void' | 'confirm') => void;
  onDismiss: (key: string) => void;
}

const newestFirst = (a: ContestEntry, b: ContestEntry) => Date.parse(b.createdAt) - Date.parse(a.createdAt);

/** The contest's entries: those still on the phone first, then the server's, each with Void (asked twice). */
export function StationEntries({ view, status, waiting, onChange, onDismiss }: StationEntriesProps) {
  const [voiding, setVoiding] = useState<string | null>(null);
  const changing = (entryId: string) => status.waiting.find((item) => item.action !== 'enter' && item.entryId === entryId)?.action;
  const sentIds = new Set(view.entries.map((entry) => entry.id));
  const onPhone = waiting.filter((entry) => !sentIds.has(entry.input.entryId));
  const entries = [...view.entries].sort(newestFirst);

  return (
    <section className={styles.card} aria-label="Entries">
      <h2>Entries</h2>
      {status.failed.map((item) => (
        <div key={item.key} className={styles.failed} role="alert">
          <span>
            {item.action === 'enter' && item.entry ? `${nameOf(namesOf(view, item.entry))} not recorded` : 'Change not recorded'}: {item.failure?.message}
          </span>
          <button type="button" className={styles.small} onClick={() => onDismiss(item.key)}>
            Dismiss
          </button>
        </div>
      ))}
      {onPhone.length + entries.length === 0 && <p className={styles.meta}>No entries yet.</p>}
      <ol className={styles.entries}>
        {onPhone.map((entry) => (
          <li key={entry.key} className={styles.entry}>
            <span>
              <strong>{nameOf(entry)}</strong> {entry.label}
            </span>
            <em>Waiting for signal</em>
          </li>
        ))}
        {entries.map((entry) => {
          const pending = changing(entry.id);
          return (
            <li key={entry.id} className={entry.voided || pending === 'void' ? `${styles.entry} ${styles.voided}` : styles.entry}>
              <span>
                <strong>{nameOf(entry)}</strong> {entry.measurementLabel}
                {view.contest.divisions.length > 1 && ` · ${entry.division}`}
                {!entry.verified && !entry.voided && <em> · {stationMessages.unverified}</em>}
              </span>
              {entry.voided ? (
                <em>Void</em>
              ) : pending ? (
                <em>{pending === 'void' ? 'Void waiting for signal' : 'Confirmation waiting for signal'}</em>
              ) : voiding === entry.id ? (
                <span className={styles.rowActions}>
                  <button
                    type="button"
                    className={styles.danger}
                    onClick={() => {
                      setVoiding(null);
                      onChange(entry.id, 'void');
                    }}
                  >
                    Yes, void
                  </button>
                  <button type="button" className={styles.small} onClick={() => setVoiding(null)}>
                    Keep
                  </button>
                </span>
              ) : (
                <span className={styles.rowActions}>
                  {!entry.verified && (
                    <button type="button" className={styles.small} onClick={() => onChange(entry.id, 'confirm')}>
                      Confirm
                    </button>
                  )}
                  <button
                    type="button"
                    className={styles.small}
                    aria-label={`Void ${nameOf(entry)}, ${entry.measurementLabel}`}
                    onClick={() => setVoiding(entry.id)}
                  >
                    Void
                  </button>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

const nameOf = (entry: { playerName: string | null; teamName: string }) => entry.playerName ?? entry.teamName;
