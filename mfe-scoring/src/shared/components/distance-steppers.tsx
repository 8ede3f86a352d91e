import type { Contest } from '@fairway/contracts/contest';
import type { MeasurementField } from '@fairway/contracts/contest-measurement';
import { useId } from 'react';
import { type MeasurementDraft, readDraft, stepDraft } from '../model/contest-measurement';
import styles from './distance-steppers.module.css';

interface DistanceSteppersProps {
  contest: Pick<Contest, 'kind' | 'measured'>;
  unit: 'feet' | 'yards';
  value: MeasurementDraft;
  onChange: (value: MeasurementDraft) => void;
  /** Larger buttons, for a volunteer's thumb on a tee. */
  large?: boolean;
}

const rowsOf = { feet: ['feet', 'inches'], yards: ['yards'] } as const satisfies Record<string, readonly MeasurementField[]>;
const labels: Record<MeasurementField, string> = { feet: 'Feet', inches: 'Inches', yards: 'Yards' };

/**
 * Feet and inches (or yards) with − and + buttons big enough for a thumb; each number can also be typed, and
 * stays as typed: a number the contest cannot take is refused next to its field until it is corrected.
 */
export function DistanceSteppers({ contest, unit, value, onChange, large = false }: DistanceSteppersProps) {
  const id = useId();
  const { problems } = readDraft(contest, value);
  return (
    <div className={large ? `${styles.steppers} ${styles.large}` : styles.steppers}>
      {rowsOf[unit].map((field) => {
        const label = labels[field];
        const problem = problems[field];
        const step = (by: number) => stepDraft(contest, value, field, by);
        const stepButton = (by: number, sign: string) => {
          const stepped = step(by);
          return (
            <button
              type="button"
              className={styles.step}
              aria-label={`${label} ${by < 0 ? 'minus' : 'plus'} 1`}
              disabled={!stepped}
              onClick={() => stepped && onChange(stepped)}
            >
              {sign}
            </button>
          );
        };
        return (
          <div key={field} className={styles.row} role="group" aria-label={label}>
            {stepButton(-1, '−')}
            <label className={styles.amount}>
              <input
                type="number"
                inputMode={field === 'yards' ? 'decimal' : 'numeric'}
                value={value[field]}
                aria-label={label}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${id}-${field}` : undefined}
                onChange={(event) => onChange({ ...value, [field]: event.target.value })}
              />
              <span>{label.toLowerCase()}</span>
            </label>
            {stepButton(1, '+')}
            {problem && (
              <p id={`${id}-${field}`} className={styles.problem}>
                {problem}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
