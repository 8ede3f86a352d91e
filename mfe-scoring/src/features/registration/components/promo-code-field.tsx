import { useState } from 'react';
import { fieldId } from '../model/field-ids';
import common from './registration.module.css';
import styles from './register-page.module.css';

interface PromoCodeFieldProps {
  applied: string | null;
  problem: string | null;
  onApply: (code: string) => void;
}

/** A promo code is applied by the server's price: Apply asks for it, a refused code is said here and left off. */
export function PromoCodeField({ applied, problem, onApply }: PromoCodeFieldProps) {
  const [typed, setTyped] = useState(applied ?? '');
  const id = fieldId('promoCode');
  if (applied) {
    return (
      <p className={styles.applied}>
        <span>
          Promo code <strong>{applied}</strong> applied
        </span>
        <button
          type="button"
          className="ff-text-button"
          onClick={() => {
            setTyped('');
            onApply('');
          }}
        >
          Remove
        </button>
      </p>
    );
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id}>Promo code (optional)</label>
      <div className={styles.inline}>
        <input
          id={id}
          value={typed}
          maxLength={30}
          autoCapitalize="characters"
          autoComplete="off"
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            onApply(typed);
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
        <button type="button" className={common.secondary} disabled={!typed.trim()} onClick={() => onApply(typed)}>
          Apply
        </button>
      </div>
      {problem && (
        <span id={`${id}-problem`} className={styles.problem} role="alert">
          {problem}
        </span>
      )}
    </div>
  );
}
