import { contestEntriesQueryOptions, useContestAudit, useVoidEntry } from '@fairway/api-client';
import { contestMessages } from '@fairway/contracts/contest-messages';
import { useQuery } from '@tanstack/react-query';
import type { Contest, ContestEntry } from '@fairway/contracts/contest';
import { Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { entrantName, entryStatus } from '../../../shared/model/contest-entry-text';
import panel from '../../../shared/components/panel.module.css';
import styles from './contest-parts.module.css';
import card from '../../../shared/components/setting-card.module.css';
import { ReadFailure } from '../../../shared/components/read-failure';

const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });

/** Every entry of the contest with Void, and on request the trail of who entered, confirmed and voided what. */
export function ContestEntries({ contest }: { contest: Contest }) {
  const entries = useQuery({ ...contestEntriesQueryOptions(contest.id), refetchInterval: 10_000 });
  const voiding = useVoidEntry(contest.tournamentId, contest.id);
  const [showTrail, setShowTrail] = useState(false);

  return (
    <div className={card.block}>
      <h4 className={card.blockTitle}>Entries</h4>
      {entries.isError && <ReadFailure failure={contestMessages.entriesFetchFailed} error={entries.error} onRetry={entries.refetch} />}
      {entries.data?.length === 0 && <p className={panel.muted}>No entries yet.</p>}
      {entries.data && entries.data.length > 0 && (
        <ul className={styles.rows} aria-label={`Entries of hole ${contest.hole}`}>
          {entries.data.map((entry) => (
            <EntryRow key={entry.id} entry={entry} onVoid={() => voiding.mutate(entry.id)} busy={voiding.isPending && voiding.variables === entry.id} />
          ))}
        </ul>
      )}
      {voiding.failureText && (
        <p role="alert" className={panel.error}>
          {voiding.failureText}
        </p>
      )}
      <Button type="link" className={panel.linkButton} onClick={() => setShowTrail((shown) => !shown)} aria-expanded={showTrail}>
        {showTrail ? 'Hide the audit trail' : 'Show the audit trail'}
      </Button>
      {showTrail && <AuditTrail contestId={contest.id} entries={entries.data ?? []} />}
    </div>
  );
}

function EntryRow({ entry, onVoid, busy }: { entry: ContestEntry; onVoid: () => void; busy: boolean }) {
  return (
    <li className={entry.voided ? `${styles.row} ${styles.voided}` : styles.row}>
      <span className={styles.entry}>
        <strong>{entry.measurementLabel}</strong> {entrantName(entry)} <span className={panel.muted}>({entry.division})</span>
      </span>
      <span className={panel.muted}>
        {entryStatus(entry)} · {time(entry.createdAt)}
      </span>
      {!entry.voided && (
        <Popconfirm title="Void this entry?" description="It stays in the list and the trail, and can no longer lead." okText="Void" onConfirm={onVoid}>
          <Button danger size="small" loading={busy}>
            Void
          </Button>
        </Popconfirm>
      )}
    </li>
  );
}

function AuditTrail({ contestId, entries }: { contestId: string; entries: readonly ContestEntry[] }) {
  const audit = useContestAudit(contestId);
  const what = (entryId: string) => {
    const entry = entries.find((candidate) => candidate.id === entryId);
    return entry ? `${entry.measurementLabel}, ${entrantName(entry)}` : 'an entry';
  };
  if (audit.isPending) return <p className={panel.muted}>Loading the trail...</p>;
  if (audit.isError) return <ReadFailure failure={contestMessages.auditFetchFailed} error={audit.error} onRetry={audit.refetch} />;
  if (audit.data.length === 0) return <p className={panel.muted}>Nothing recorded yet.</p>;
  return (
    <ol className={styles.trail} aria-label="Audit trail">
      {audit.data.map((line) => (
        <li key={line.id}>
          {time(line.at)} · {line.actor} {line.action} {what(line.entryId)}
        </li>
      ))}
    </ol>
  );
}
