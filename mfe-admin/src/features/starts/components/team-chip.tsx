import type { TeamStart } from '@fairway/contracts/starts';
import { NativeSelect } from '../../../shared/components/native-select';
import { placeFromKey, placeKey, type StartPlace } from '../model/hole-grid';
import styles from './starts.module.css';

interface TeamChipProps {
  start: TeamStart;
  places: ReadonlyArray<{ value: string; label: string }>;
  /** Locked starts or a move on its way: the chip neither drags nor moves. */
  disabled: boolean;
  onMove: (place: StartPlace) => void;
}

/** A team on its hole: dragged to another hole's cell, or moved with its Move select (keyboard, tablet, screen reader). */
export function TeamChip({ start, places, disabled, onMove }: TeamChipProps) {
  const here = placeKey({ wave: start.wave, hole: start.hole });
  return (
    <li
      className={styles.chip}
      aria-label={start.teamName}
      draggable={!disabled}
      onDragStart={(event) => {
        event.dataTransfer.setData('text/plain', start.teamId);
        event.dataTransfer.effectAllowed = 'move';
      }}
    >
      <span className={styles.chipName}>
        {start.slot && <span className={styles.slot}>{start.slot}</span>}
        <span className={styles.teamName}>{start.teamName}</span>
        {start.teeTime && <span className={styles.teeTime}>{start.teeTime}</span>}
      </span>
      <NativeSelect
        aria-label={`Move ${start.teamName}`}
        className={styles.move}
        disabled={disabled}
        value={here}
        options={places}
        onChange={(key) => key !== here && onMove(placeFromKey(key))}
      />
    </li>
  );
}
