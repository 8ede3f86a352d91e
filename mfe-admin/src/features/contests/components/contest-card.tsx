import type { Contest } from '@fairway/contracts/contest';
import { Button } from 'antd';
import { useState } from 'react';
import { leaderLine } from '../../../shared/model/contest-entry-text';
import { contestSummary } from '../model/contest-summary';
import { LazyContestDetails, LazyContestForm } from './lazy-contest-parts';
import panel from '../../../shared/components/panel.module.css';
import styles from './contests.module.css';
import card from '../../../shared/components/setting-card.module.css';

/** One contest hole: what it is, its leaders and Edit; opened, its station links, entries and Delete. */
export function ContestCard({ contest }: { contest: Contest }) {
  const [editing, setEditing] = useState(false);
  const [open, setOpen] = useState(false);
  const name = `${contest.title}, hole ${contest.hole}`;

  if (editing) return <LazyContestForm tournamentId={contest.tournamentId} contest={contest} onDone={() => setEditing(false)} />;
  return (
    <section className={card.card} aria-label={name}>
      <header className={card.cardHead}>
        <span className={styles.hole}>{contest.hole}</span>
        <div className={styles.what}>
          <h3 className={styles.title}>{contest.title}</h3>
          <span className={panel.muted}>{contestSummary(contest)}</span>
        </div>
        <Button size="small" onClick={() => setEditing(true)} aria-label={`Edit ${name}`}>
          Edit
        </Button>
      </header>
      <ul className={styles.leaders} aria-label={`Leaders of hole ${contest.hole}`}>
        {contest.leaders.map((leader) => (
          <li key={leader.division}>{leaderLine(leader)}</li>
        ))}
      </ul>
      <Button type="link" className={panel.linkButton} onClick={() => setOpen((shown) => !shown)} aria-expanded={open}>
        {open ? 'Hide stations and entries' : 'Stations and entries'}
      </Button>
      {open && <LazyContestDetails contest={contest} />}
    </section>
  );
}
