import type { OutboxStatus } from '@fairway/api-client/outbox';
import type { Hole } from '@fairway/contracts/course';
import type { ScoreReadModel } from '@fairway/contracts/score';
import type { Team } from '@fairway/contracts/team';
import { scoreName } from '@fairway/golf/score-display';
import { useEffect, useRef, useState } from 'react';
import { overUnderText, strokesReceived } from '../model/hole-scoring';
import { useSettledCommit } from '../hooks/use-settled-commit';
import { PlayerScoreRow } from './player-score-row';
import parts from './scorecard-parts.module.css';
import styles from './hole-entry.module.css';

interface HoleEntryProps {
  team: Team;
  hole: Hole;
  order: readonly number[];
  saved: readonly ScoreReadModel[];
  /** Each player's playing handicap, for the strokes received on a hole without a saved score yet. */
  playingHandicaps: ReadonlyMap<string, number>;
  /** The saved scores come from the server (or its cached copy), not an empty placeholder while loading. */
  ready: boolean;
  waiting: OutboxStatus['waiting'];
  locked: boolean;
  onScore: (playerId: string, strokes: number) => void;
  onGoTo: (hole: number) => void;
}

/** One hole of the card: a field per player, Prev, Next and Complete Hole, and the team's score line. */
export function HoleEntry({ team, hole, order, saved, playingHandicaps, ready, waiting, locked, onScore, onGoTo }: HoleEntryProps) {
  // Typing not yet committed; the parent keys this component by hole, so changing hole resets it.
  const [typed, setTyped] = useState<Record<string, string>>({});
  // Committed here and not yet seen back (the outbox writes IndexedDB first): shown until a newer saved score.
  const [committed, setCommitted] = useState<Record<string, { strokes: number; at: number }>>({});
  const [completed, setCompleted] = useState(false);
  const changedLive = useLiveChanges(saved, ready, committed);
  const commit = (playerId: string, strokes: number) => {
    setTyped(({ [playerId]: _done, ...rest }) => rest);
    setCommitted((current) => ({ ...current, [playerId]: { strokes, at: Date.now() } }));
    onScore(playerId, strokes);
  };
  const settled = useSettledCommit(commit);
  const position = order.indexOf(hole.number);
  const next = order[position + 1];
  useEffect(() => {
    if (!completed || next === undefined) return;
    const timer = setTimeout(() => onGoTo(next), 1000);
    return () => clearTimeout(timer);
  }, [completed, next, onGoTo]);

  const shown = (playerId: string) => {
    if (typed[playerId] !== undefined) return typed[playerId];
    const queued = waiting.find((score) => score.playerId === playerId && score.hole === hole.number && score.teamId === team.id);
    const stored = saved.find((score) => score.playerId === playerId);
    const mine = committed[playerId];
    if (!queued && mine && (!stored || Date.parse(stored.updatedAt) < mine.at)) return String(mine.strokes);
    return String(queued?.strokes ?? stored?.strokes ?? '');
  };
  const entered = team.players.map((player) => Number(shown(player.id))).filter((value) => value > 0);
  const best = entered.length > 0 ? Math.min(...entered) : null;
  return (
    <section className={parts.card} aria-label={`Hole ${hole.number} scores`}>
      <div className={styles.entryHead}>
        <h2 className={styles.holeTitle}>Hole {hole.number}</h2>
        <span className={styles.holeFacts}>
          Par {hole.par} · {hole.yardage} yds · HCP {hole.handicap}
        </span>
      </div>
      <ul className={styles.players}>
        {team.players.map((player) => {
          const stored = saved.find((score) => score.playerId === player.id);
          return (
            <PlayerScoreRow
              key={player.id}
              player={player}
              par={hole.par}
              value={shown(player.id)}
              saved={stored}
              changedLive={changedLive(player.id)}
              received={strokesReceived(stored, playingHandicaps.get(player.id) ?? Math.round(player.handicap), hole)}
              disabled={locked}
              onChange={(text) => setTyped((current) => ({ ...current, [player.id]: text }))}
              onStep={(strokes) => {
                setTyped((current) => ({ ...current, [player.id]: String(strokes) }));
                settled.schedule(player.id, strokes);
              }}
              onCommit={(strokes) => {
                settled.flush(player.id);
                commit(player.id, strokes);
              }}
            />
          );
        })}
      </ul>
      <p className={styles.teamLine} aria-label="Team score on this hole">
        {best === null ? 'No score yet on this hole' : `Team: ${best} · ${overUnderText(best, hole.par)} · ${scoreName(best, hole.par)}`}
      </p>
      <div className={parts.holeButtons}>
        <button type="button" className={parts.secondaryButton} disabled={position <= 0} onClick={() => onGoTo(order[position - 1]!)}>
          Prev
        </button>
        <button
          type="button"
          className={completed ? parts.doneButton : parts.primaryButton}
          disabled={locked}
          onClick={() => setCompleted((value) => !value)}
          aria-pressed={completed}
        >
          {completed ? 'Hole Completed' : 'Complete Hole'}
        </button>
        <button type="button" className={parts.secondaryButton} disabled={next === undefined} onClick={() => next !== undefined && onGoTo(next)}>
          Next
        </button>
      </div>
    </section>
  );
}

/**
 * Which players' saved scores changed while the hole was on screen by someone else's hand: compared with
 * the scores first shown, a score whose update is not this phone's own commit.
 */
function useLiveChanges(saved: readonly ScoreReadModel[], ready: boolean, committed: Record<string, { strokes: number }>): (playerId: string) => boolean {
  const firstSeen = useRef<Map<string, string> | null>(null);
  useEffect(() => {
    if (ready && firstSeen.current === null) firstSeen.current = new Map(saved.map((score) => [score.playerId, version(score)]));
  }, [ready, saved]);
  return (playerId) => {
    const stored = saved.find((score) => score.playerId === playerId);
    if (!stored || firstSeen.current === null || firstSeen.current.get(playerId) === version(stored)) return false;
    return committed[playerId]?.strokes !== stored.strokes;
  };
}

const version = (score: ScoreReadModel) => `${score.updatedAt}:${score.strokes}`;
