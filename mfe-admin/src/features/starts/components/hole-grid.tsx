import type { StartsPlan } from '@fairway/contracts/starts';
import { holeGrid, movePlaces, type StartPlace, wavesOf } from '../model/hole-grid';
import { HoleCell } from './hole-cell';
import styles from './starts.module.css';

interface HoleGridProps {
  starts: StartsPlan;
  course: ReadonlyArray<{ number: number; par: number }>;
  disabled: boolean;
  onMove: (teamId: string, place: StartPlace) => void;
}

const hornOf = (starts: StartsPlan, wave: number) => (starts.plan?.mode === 'shotgun' ? starts.plan.shotgunTimes[wave - 1] : undefined);

/** The count per hole: 18 cells per wave, each with its groups, coloured while it is crowded or closed but used. */
export function HoleGrid({ starts, course, disabled, onMove }: HoleGridProps) {
  const grids = holeGrid(starts, course);
  const places = movePlaces(wavesOf(starts));
  return (
    <div className={styles.waves}>
      {grids.map(({ wave, cells }) => (
        <div key={wave} className={styles.wave}>
          {grids.length > 1 && (
            <h5 className={styles.waveHeading}>
              Wave {wave}
              {hornOf(starts, wave) && ` (horn ${hornOf(starts, wave)})`}
            </h5>
          )}
          <div className={styles.grid}>
            {cells.map((cell) => (
              <HoleCell key={cell.hole} cell={cell} places={places} disabled={disabled} onMove={onMove} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
