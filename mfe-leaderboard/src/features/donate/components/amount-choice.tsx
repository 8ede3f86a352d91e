import { useId } from 'react';
import styles from './donate-page.module.css';

interface AmountChoiceProps {
  legend: string;
  choices: readonly number[];
  /** A chosen suggestion (a number) or the typed text of another amount. */
  value: number | string;
  onChange: (value: number | string) => void;
  error?: string | undefined;
  customLabel: string;
}

/** One-tap amounts and a field for any other; the typed text goes to the schema as it is. */
export function AmountChoice({ legend, choices, value, onChange, error, customLabel }: AmountChoiceProps) {
  const errorId = useId();
  const custom = typeof value === 'string';
  return (
    <fieldset className={styles.amounts} aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      <div className={styles.chips}>
        {choices.map((choice) => (
          <button key={choice} type="button" aria-pressed={value === choice} onClick={() => onChange(choice)}>
            ${choice}
          </button>
        ))}
      </div>
      <label className={styles.customAmount}>
        <span>{customLabel}</span>
        <span className={styles.dollar}>
          <span aria-hidden="true">$</span>
          <input
            inputMode="decimal"
            value={custom ? value : ''}
            placeholder="0.00"
            aria-invalid={Boolean(error)}
            onFocus={() => !custom && onChange('')}
            onChange={(event) => onChange(event.target.value)}
          />
        </span>
      </label>
      {error && (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      )}
    </fieldset>
  );
}
