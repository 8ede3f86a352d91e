import { newIdempotencyKey, type StationOutbox, type StationOutboxStatus } from '@fairway/api-client';
import type { StationView } from '@fairway/contracts/contest';
import { useState } from 'react';
import { entryMeasurement, measurementLabel } from '../../../shared/model/contest-measurement';
import { namesOf, type WaitingEntry } from '../model/station-leader';
import { type EntryDraft, EntrySteps } from './entry-steps';
import { StationEntries } from './station-entries';
import { StationHeader } from './station-header';
import styles from './station-page.module.css';

interface StationDeskProps {
  token: string;
  view: StationView;
  status: StationOutboxStatus;
  outbox: StationOutbox;
}

/** The station: the contest and its leaders, the steps of one entry, and the entries so far with Void. */
export function StationDesk({ view, status, outbox }: StationDeskProps) {
  const { contest } = view;
  const [division, setDivision] = useState(contest.divisions[0] ?? '');
  const [recorded, setRecorded] = useState<string | null>(null);
  const waiting: WaitingEntry[] = status.waiting.flatMap((item) =>
    item.action === 'enter' && item.entry
      ? [
          {
            key: item.key,
            input: item.entry,
            ...namesOf(view, item.entry),
            label: measurementLabel(contest, { feet: item.entry.feet ?? 0, inches: item.entry.inches ?? 0, yards: item.entry.yards ?? 0 }),
          },
        ]
      : [],
  );

  const record = (draft: EntryDraft) => {
    const entry = {
      entryId: newIdempotencyKey(),
      teamId: draft.teamId,
      playerId: draft.playerId,
      division,
      witnesses: draft.witnesses,
      ...entryMeasurement(contest, draft.measurement),
    };
    const { teamName, playerName } = namesOf(view, entry);
    setRecorded(`${playerName ?? teamName}, ${measurementLabel(contest, draft.measurement)}`);
    void outbox.enter(contest.id, entry);
  };

  return (
    <>
      <StationHeader view={view} status={status} waiting={waiting} />
      {contest.divisions.length > 1 && (
        <div className={styles.divisions} role="group" aria-label="Division">
          {contest.divisions.map((name) => (
            <button key={name} type="button" className={styles.choice} aria-pressed={name === division} onClick={() => setDivision(name)}>
              {name}
            </button>
          ))}
        </div>
      )}
      {recorded && (
        <p className={styles.recorded} role="status">
          Recorded {recorded}
          {status.offline ? ' · saved on the phone, sent when there is signal' : ''}
        </p>
      )}
      <EntrySteps key={division} view={view} division={division} waiting={waiting} onRecord={record} onStart={() => setRecorded(null)} />
      <StationEntries
        view={view}
        status={status}
        waiting={waiting}
        onChange={(entryId, action) => void outbox.change(contest.id, entryId, action)}
        onDismiss={(key) => void outbox.dismiss(key)}
      />
    </>
  );
}
