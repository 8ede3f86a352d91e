import type { CloseOutLine, CloseOutMethodTotal } from '@fairway/contracts/close-out';
import type { ReactNode } from 'react';
import { methodLabels, usdCents } from '../../../shared/model/money';
import { differenceText, makeUp } from '../model/close-out-text';
import styles from './close-out-panel.module.css';

const when = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** Whether any count of the line differs from what should be in hand. */
export const hasDifference = (methods: readonly CloseOutMethodTotal[]) => methods.some((total) => (total.differenceCents ?? 0) !== 0);

/** One method per row: what should be in hand (and what makes it up), what was counted and the difference. */
export function MethodTable({ methods, caption }: { methods: readonly CloseOutMethodTotal[]; caption: string }) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Method</th>
          <th scope="col">Taken</th>
          <th scope="col">Counted</th>
        </tr>
      </thead>
      <tbody>
        {methods.map((total) => {
          const difference = differenceText(total.differenceCents);
          const counted = total.method === 'cash' || total.method === 'cheque';
          return (
            <tr key={total.method}>
              <th scope="row">{methodLabels[total.method]}</th>
              <td>
                <strong className={styles.amount}>{usdCents(total.netCents)}</strong>
                <span className={styles.meta}>{makeUp(total)}</span>
              </td>
              <td>
                {counted ? (
                  <>
                    {total.countedCents !== null && <span className={`${styles.amount} ${styles.counted}`}>{usdCents(total.countedCents)}</span>}
                    <span className={`${styles.difference} ${styles[difference.tone]}`}>{difference.label}</span>
                  </>
                ) : (
                  <span className={styles.meta}>Not counted at the desk</span>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** A person's line (or the processor's): their net, their methods and when they last counted. */
export function CloseOutLineCard({ line, children }: { line: CloseOutLine; children?: ReactNode }) {
  const flagged = hasDifference(line.methods);
  const latest = line.counts[0];
  return (
    <section className={`${styles.line} ${flagged ? styles.flagged : ''}`} aria-label={line.name}>
      <header className={styles.lineHead}>
        <h4 className={styles.name}>{line.name}</h4>
        {flagged && <span className={`${styles.difference} ${styles.short}`}>Count differs</span>}
        <strong className={styles.net} aria-label={`${line.name}: net taken`}>
          {usdCents(line.netCents)}
        </strong>
      </header>
      <MethodTable methods={line.methods} caption={`${line.name}, by method`} />
      {latest && (
        <p className={styles.meta}>
          Last count {when.format(new Date(latest.declaredAt))} by {latest.declaredByName}
          {line.counts.length > 1 ? ` (${line.counts.length} counts; the latest of each method counts)` : ''}
        </p>
      )}
      {children}
    </section>
  );
}
