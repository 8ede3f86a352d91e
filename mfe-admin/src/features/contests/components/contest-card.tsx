import { useDeleteContest } from '@fairway/api-client';
import type { Contest } from '@fairway/contracts/contest';
import { Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { leaderLine } from '../../../shared/model/contest-entry-text';
import { contestSummary } from '../model/contest-form';
import { ContestEntries } from './contest-entries';
import { ContestForm } from './contest-form';
import { StationLinks } from './station-links';
import styles from './contests.module.css';

/** One contest hole: what it is, its leaders, Edit and Delete; opened, its station links and entries. */
export function ContestCard({ contest }: { contest: Contest }) {
  const remove = useDeleteContest(contest.tournamentId);
  const [editing, setEditing] = useState(false);
  const [open, setOpen] = useState(false);
  const name = `${contest.title}, hole ${contest.hole}`;

  if (editing) return <ContestForm tournamentId={contest.tournamentId} contest={contest} onDone={() => setEditing(false)} />;
  return (
    <section className={styles.card} aria-label={name}>
      <header className={styles.cardHead}>
        <span className={styles.hole}>{contest.hole}</span>
        <div className={styles.what}>
          <h3 className={styles.title}>{contest.title}</h3>
          <span className={styles.muted}>{contestSummary(contest)}</span>
        </div>
        <div className={styles.inline}>
          <Button size="small" onClick={() => setEditing(true)} aria-label={`Edit ${name}`}>
            Edit
          </Button>
          <Popconfirm
            title="Delete this contest?"
            description="Its entries and station links go with it."
            okText="Delete"
            onConfirm={() => remove.mutate(contest.id)}
          >
            <Button size="small" danger loading={remove.isPending} aria-label={`Delete ${name}`}>
              Delete
            </Button>
          </Popconfirm>
        </div>
      </header>
      <ul className={styles.leaders} aria-label={`Leaders of hole ${contest.hole}`}>
        {contest.leaders.map((leader) => (
          <li key={leader.division}>{leaderLine(leader)}</li>
        ))}
      </ul>
      {remove.failureText && (
        <p role="alert" className={styles.error}>
          {remove.failureText}
        </p>
      )}
      <Button type="link" className={styles.linkButton} onClick={() => setOpen((shown) => !shown)} aria-expanded={open}>
        {open ? 'Hide stations and entries' : 'Stations and entries'}
      </Button>
      {open && (
        <>
          <StationLinks contest={contest} />
          <ContestEntries contest={contest} />
        </>
      )}
    </section>
  );
}
