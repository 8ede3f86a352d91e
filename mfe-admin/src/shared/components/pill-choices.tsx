import styles from './pill-choices.module.css';

export interface PillChoicesProps<T extends string> {
  legend: string;
  /** The radio group's name: unique on the page. */
  name: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
}

/** A short choice of one (the paper, a start's mode) as a row of radio pills under its legend. */
export function PillChoices<T extends string>({ legend, name, options, value, onChange, disabled }: PillChoicesProps<T>) {
  return (
    <fieldset className={styles.choices} disabled={disabled}>
      <legend className={styles.legend}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.pill}>
          <input type="radio" name={name} checked={value === option.value} onChange={() => onChange(option.value)} />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
