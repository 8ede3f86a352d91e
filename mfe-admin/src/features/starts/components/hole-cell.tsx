import { useState } from 'react';
import type { HoleCell as Cell, StartPlace } from '../model/hole-grid';
import { TeamChip } from './team-chip';
import styles from './starts.module.css';

interface HoleCellProps {
  cell: Cell;
  places: ReadonlyArray<{ value: string; label: string }>;
  disabled: boolean;
  onMove: (teamId: string, place: StartPlace) => void;
}

const groups = (count: number) => (count === 1 ? '1 group' : `${count} groups`);

function stateClass(cell: Cell): string {
  if (cell.problem) return cell.closed ? styles.closedUsed! : styles.crowded!;
  return cell.closed ? styles.closed! : '';
}

/** One hole of the count: its par, its groups (A, B), and a drop target for a dragged team. */
export function HoleCell({ cell, places, disabled, onMove }: HoleCellProps) {
  const [over, setOver] = useState(false);
  const place = { wave: cell.wave, hole: cell.hole };
  return (
    <section
      aria-label={cell.wave === 2 ? `Wave 2, hole ${cell.hole}` : `Hole ${cell.hole}`}
      className={[styles.cell, stateClass(cell), over ? styles.dropping : ''].join(' ')}
      onDragOver={(event) => {
        if (disabled) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const teamId = event.dataTransfer.getData('text/plain');
        if (!disabled && teamId && !cell.teams.some((start) => start.teamId === teamId)) onMove(teamId, place);
      }}
    >
      <header className={styles.cellHead}>
        <span className={styles.holeNumber}>{cell.hole}</span>
        {cell.par !== null && <span className={styles.par}>Par {cell.par}</span>}
        <span className={styles.count}>{cell.closed && cell.teams.length === 0 ? 'Closed' : groups(cell.teams.length)}</span>
      </header>
      {cell.problem && <p className={styles.problem}>{cell.problem}</p>}
      {cell.teams.length > 0 && (
        <ul className={styles.chips}>
          {cell.teams.map((start) => (
            <TeamChip key={start.teamId} start={start} places={places} disabled={disabled} onMove={(to) => onMove(start.teamId, to)} />
          ))}
        </ul>
      )}
    </section>
  );
}
