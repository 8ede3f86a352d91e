import { type Measurement, maxFeet, maxYards, stepInches, stepYards } from '../model/contest-measurement';
import styles from './distance-steppers.module.css';

interface DistanceSteppersProps {
  unit: 'feet' | 'yards';
  value: Measurement;
  onChange: (value: Measurement) => void;
  /** Larger buttons, for a volunteer's thumb on a tee. */
  large?: boolean;
}

/** Feet and inches (or yards) with − and + buttons big enough for a thumb; each number can also be typed. */
export function DistanceSteppers({ unit, value, onChange, large = false }: DistanceSteppersProps) {
  const rows =
    unit === 'feet'
      ? [
          {
            label: 'Feet',
            amount: value.feet,
            step: (by: number) => stepInches(value, by * 12),
            set: (feet: number) => ({ ...value, feet: clamp(feet, 0, maxFeet) }),
          },
          {
            label: 'Inches',
            amount: value.inches,
            step: (by: number) => stepInches(value, by),
            set: (inches: number) => ({ ...value, inches: clamp(inches, 0, 11) }),
          },
        ]
      : [
          {
            label: 'Yards',
            amount: value.yards,
            step: (by: number) => stepYards(value, by),
            set: (yards: number) => ({ ...value, yards: clamp(yards, 1, maxYards) }),
          },
        ];
  return (
    <div className={large ? `${styles.steppers} ${styles.large}` : styles.steppers}>
      {rows.map((row) => (
        <div key={row.label} className={styles.row} role="group" aria-label={row.label}>
          <button type="button" className={styles.step} aria-label={`${row.label} minus 1`} onClick={() => onChange(row.step(-1))}>
            −
          </button>
          <label className={styles.amount}>
            <input
              type="number"
              inputMode="numeric"
              value={row.amount}
              aria-label={row.label}
              onChange={(event) => onChange(row.set(Math.trunc(Number(event.target.value) || 0)))}
            />
            <span>{row.label.toLowerCase()}</span>
          </label>
          <button type="button" className={styles.step} aria-label={`${row.label} plus 1`} onClick={() => onChange(row.step(1))}>
            +
          </button>
        </div>
      ))}
    </div>
  );
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
