import type { AuctionItem } from '@fairway/contracts/auction';
import { auctionStateLabels } from '@fairway/contracts/auction-admin-texts';
import { Button } from 'antd';
import { timeLeftText } from '../model/auction-time';
import { bidCountText, itemActions, leaderText, priceText } from '../model/item-text';
import panel from '../../../shared/components/panel.module.css';
import styles from './auction.module.css';

export type ItemAction = 'edit' | 'close' | 'extend' | 'withdraw' | 'delete';

/** Closing within ten minutes: the time left is shown in red. */
const soonMs = 10 * 60_000;

/** One item of the live list: price, leader, bids, time left and state, with what the organiser may do to it now. */
export function ItemRow({ item, now, onAction }: { item: AuctionItem; now: number; onAction: (action: ItemAction) => void }) {
  const allowed = itemActions(item);
  const live = item.state === 'open' || item.state === 'upcoming';
  const left = item.closesAt ? Date.parse(item.closesAt) - now : Number.POSITIVE_INFINITY;
  return (
    <li className={styles.row} aria-label={item.title}>
      <div className={panel.entryText}>
        <span className={styles.title}>{item.title}</span>
        <span className={styles.figures}>
          <span className={styles.price}>{priceText(item)}</span>
          <span>{leaderText(item)}</span>
          <span>{bidCountText(item.bidCount)}</span>
          {live && (
            <span className={left < soonMs ? `${styles.timeLeft} ${styles.soon}` : styles.timeLeft} aria-label="Time left">
              {timeLeftText(item.closesAt, now)}
            </span>
          )}
          {item.reserveCents !== null && <span className={styles.meta}>{item.reserveMet ? 'Reserve met' : 'Reserve not met'}</span>}
        </span>
      </div>
      <span className={`${styles.badge} ${styles[item.state]}`}>{auctionStateLabels[item.state]}</span>
      <div className={styles.actions}>
        <Button onClick={() => onAction('edit')}>Edit</Button>
        {allowed.close && (
          <Button danger onClick={() => onAction('close')}>
            Close now
          </Button>
        )}
        {allowed.extend && <Button onClick={() => onAction('extend')}>Extend</Button>}
        {allowed.withdraw && <Button onClick={() => onAction('withdraw')}>Withdraw</Button>}
        {allowed.remove && <Button onClick={() => onAction('delete')}>Delete</Button>}
      </div>
    </li>
  );
}
