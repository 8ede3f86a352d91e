import type { Player } from '@fairway/contracts/player';
import type { ScoreReadModel } from '@fairway/contracts/score';
import { clampStrokes, changedByText, strokesOrPar } from '../model/hole-scoring';
import styles from './player-score-row.module.css';

interface PlayerScoreRowProps {
  player: Player;
  par: number;
  /** What the field shows: the local edit, else the saved strokes, else ''. */
  value: string;
  saved: ScoreReadModel | undefined;
  /** The saved score changed while this hole was on screen, and not by this phone. */
  changedLive: boolean;
  received: number;
  disabled: boolean;
  onChange: (text: string) => void;
  /** Minus or plus: the field shows the new strokes at once; they are sent when the taps stop. */
  onStep: (strokes: number) => void;
  onCommit: (strokes: number) => void;
}

/** Dots for one or two strokes received, as golfers mark a card; a number beyond that. */
function ReceivedMarks({ count }: { count: number }) {
  if (count <= 0) return null;
  const label = `Receives ${count} ${count === 1 ? 'stroke' : 'strokes'} on this hole`;
  return (
    <span className={styles.received} aria-label={label} title={label}>
      {count <= 2 ? '•'.repeat(count) : `+${count}`}
    </span>
  );
}

export function PlayerScoreRow({ player, par, value, saved, changedLive, received, disabled, onChange, onStep, onCommit }: PlayerScoreRowProps) {
  const strokes = strokesOrPar(value, par);
  const step = (delta: number) => onStep(clampStrokes((value === '' ? par : strokes) + delta));
  const changed = changedByText(saved, { live: changedLive });
  return (
    <li className={styles.playerRow} aria-label={player.name}>
      <div className={styles.playerInfo}>
        <span className={styles.playerName}>
          {player.name} <ReceivedMarks count={received} />
        </span>
        <span className={styles.net}>
          {value === '' && !saved ? `HC ${player.handicap}` : `Net ${strokes - received}`}
          {saved?.isBest && <span className={styles.best}>Best</span>}
        </span>
        {changed && <span className={styles.changed}>{changed}</span>}
      </div>
      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.stepButton}
          aria-label={`One less for ${player.name}`}
          disabled={disabled || strokes <= 1}
          onClick={() => step(-1)}
        >
          −
        </button>
        <input
          className={styles.strokes}
          inputMode="numeric"
          aria-label={`Strokes for ${player.name}`}
          placeholder={String(par)}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value.replace(/[^0-9]/g, '').slice(0, 2))}
          onBlur={() => value !== '' && onCommit(strokes)}
        />
        <button
          type="button"
          className={styles.stepButton}
          aria-label={`One more for ${player.name}`}
          disabled={disabled || strokes >= 12}
          onClick={() => step(1)}
        >
          +
        </button>
      </div>
    </li>
  );
}
