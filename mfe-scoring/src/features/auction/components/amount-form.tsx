import { auctionDollars } from '@fairway/contracts/auction-messages';
import { useId, useState } from 'react';
import { centsFromDollars, dollarsText } from '../model/dollars-input';
import styles from './bid-panel.module.css';

interface AmountFormProps {
  label: string;
  hint: string;
  minCents: number;
  submitLabel: (cents: number) => string;
  pending: boolean;
  onSubmit: (cents: number) => void;
}

/** A dollar amount typed by the guest (the number pad on a phone), at least the next amount. */
export function AmountForm({ label, hint, minCents, submitLabel, pending, onSubmit }: AmountFormProps) {
  const [text, setText] = useState(dollarsText(minCents));
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const cents = centsFromDollars(text);
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (cents === null) return setProblem('Enter an amount in dollars, like 250.');
        if (cents < minCents) return setProblem(`Your bid must be at least ${auctionDollars(minCents)}`);
        setProblem(null);
        onSubmit(cents);
      }}
    >
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <p className={styles.hint} id={`${id}-hint`}>
        {hint}
      </p>
      <div className={styles.money}>
        <span aria-hidden="true">$</span>
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          aria-describedby={`${id}-hint`}
          aria-invalid={problem !== null}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className={styles.submit} disabled={pending}>
        {pending ? 'Sending…' : submitLabel(cents ?? minCents)}
      </button>
    </form>
  );
}
