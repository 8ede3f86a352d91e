import type { Hole } from '@fairway/contracts/course';
import { limits } from '@fairway/contracts/limits';
import type { ScoreReadModel } from '@fairway/contracts/score';
import type { ScoreCardStatus } from '@fairway/contracts/score-card';
import type { Team } from '@fairway/contracts/team';
import { lazy, Suspense, useEffect, useState } from 'react';
import parts from './scorecard-parts.module.css';
import styles from './submit-card.module.css';

export interface SubmitCardProps {
  team: Team;
  holes: readonly Hole[];
  scores: readonly ScoreReadModel[];
  status: ScoreCardStatus | undefined;
  /** The team's gross and net as the board counts them in the event's format. */
  teamTotals?: { gross: number; net: number } | undefined;
  submitting: boolean;
  error: string | null;
  onSubmit: () => void;
}

/** The card's lock, said at the top of the card where the player looks first. */
export function SubmittedNotice({ status }: { status: ScoreCardStatus | undefined }) {
  if (!status?.submitted) return null;
  const time = status.submittedAt ? new Date(status.submittedAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }) : '';
  return (
    <p className={styles.submitted} role="status">
      Card submitted by {status.submittedBy} at {time}. Only the tournament admin can correct it now.
    </p>
  );
}

// The summary is only seen once the card is complete, so its code is not in every card's first load. It is asked
// for from the turn: the last holes are often out of signal, and the summary must still open there (the service
// worker keeps what was fetched).
const loadSummary = () => import('./card-summary');
const CardSummary = lazy(() => loadSummary().then((module) => ({ default: module.CardSummary })));
const summaryWantedFromHoles = limits.holesPerRound / 2;

function SubmitButton({ onPress }: { onPress: () => void }) {
  return (
    <button type="button" className={parts.primaryButton} onClick={onPress}>
      Submit Card
    </button>
  );
}

/** After the last hole: a summary of every hole (gross and net per player) to confirm, then the card is locked. */
export function SubmitCard(props: SubmitCardProps) {
  const [reviewing, setReviewing] = useState(false);
  const scoredHoles = new Set(props.scores.map((score) => score.hole)).size;
  const summarySoon = !props.status?.submitted && scoredHoles >= summaryWantedFromHoles;
  useEffect(() => {
    if (summarySoon) void loadSummary();
  }, [summarySoon]);
  if (props.status?.submitted) return null;
  if (scoredHoles < limits.holesPerRound) return null;
  if (!reviewing) return <SubmitButton onPress={() => setReviewing(true)} />;
  return (
    <Suspense fallback={null}>
      <CardSummary {...props} onCancel={() => setReviewing(false)} />
    </Suspense>
  );
}
