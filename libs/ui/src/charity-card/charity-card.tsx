import { charityProgress, dollarsToCents, formatRaised, formatUsd } from '@fairway/golf';
import { Panel } from '../panel/panel';
import styles from './charity-card.module.css';

export interface CharityCardProps {
  charityName: string;
  /** Dollars raised so far. */
  raised: number;
  /** Dollars. */
  goal: number;
  title?: string;
  className?: string;
}

/** Money raised against the goal, with a progress bar of round(raised / goal x 100)%, capped at 100. */
export function CharityCard({ charityName, raised, goal, title = 'Charity Progress', className }: CharityCardProps) {
  const { percent } = charityProgress(raised, goal);
  const raisedText = formatRaised(dollarsToCents(raised));
  const goalText = formatUsd(dollarsToCents(goal));
  return (
    <Panel title={title} className={className}>
      <p className={styles.charity}>{charityName}</p>
      <p className={styles.amounts}>
        <span className={styles.raised}>{raisedText}</span> raised of {goalText}
      </p>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={`Raised for ${charityName}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% of the ${goalText} goal`}
      >
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.percent}>{percent}% of goal</p>
    </Panel>
  );
}
