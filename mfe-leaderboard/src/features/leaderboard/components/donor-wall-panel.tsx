import { useDonorWall } from '@fairway/api-client';
import { Panel } from '@fairway/ui';
import { useState } from 'react';
import { donorLabel, giftAmount } from '../../../shared/model/gift-text';
import styles from './charity-panels.module.css';

type Order = 'latest' | 'largest';

/** The latest or the largest public gifts; anonymous ones without a name. Refreshed by live charity events. */
export function DonorWallPanel({ tournamentId }: { tournamentId: string }) {
  const wall = useDonorWall(tournamentId).data;
  const [order, setOrder] = useState<Order>('latest');
  const gifts = wall?.[order] ?? [];
  return (
    <Panel
      title="Donor Wall"
      extra={
        <div className={styles.tabs} role="group" aria-label="Order of the donor wall">
          {(['latest', 'largest'] as const).map((choice) => (
            <button key={choice} type="button" aria-pressed={order === choice} onClick={() => setOrder(choice)}>
              {choice === 'latest' ? 'Latest' : 'Largest'}
            </button>
          ))}
        </div>
      }
    >
      <div className={styles.reserved}>
        {wall && gifts.length === 0 && <p className={styles.empty}>Be the first to give: scan the donate code or tap Donate.</p>}
        <ol className={styles.gifts} aria-label={order === 'latest' ? 'Latest gifts' : 'Largest gifts'}>
          {gifts.map((gift) => (
            <li key={gift.id}>
              <span className={styles.donor}>{donorLabel(gift)}</span>
              <span className={styles.amount}>{giftAmount(gift.amount)}</span>
              {gift.message && <q className={styles.message}>{gift.message}</q>}
            </li>
          ))}
        </ol>
      </div>
    </Panel>
  );
}
