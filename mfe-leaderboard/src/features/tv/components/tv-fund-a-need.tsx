import type { FundANeedView } from '@fairway/contracts/auction';
import { formatRaised } from '@fairway/golf/fundraising';
import { useRef } from 'react';
import { useFitToBox } from '../hooks/use-fit-to-box';
import styles from './tv-fund-a-need.module.css';

const gifts = (count: number) => `${count} ${count === 1 ? 'gift' : 'gifts'}`;

/** How far the total has come to the goal, in whole percent (past 100 when the room gives more). */
export function goalPercent(totalCents: number, goalCents: number): number {
  return goalCents > 0 ? Math.floor((totalCents * 100) / goalCents) : 0;
}

/** The paddle raise: the total climbing a thermometer to the goal, and how many gave at each level. */
export function TvFundANeed({ fundANeed }: { fundANeed: FundANeedView }) {
  const { goalCents, totalCents, levels, giftCount } = fundANeed;
  const percent = goalCents ? goalPercent(totalCents, goalCents) : null;
  const box = useRef<HTMLDivElement>(null);
  useFitToBox(box, `${levels.map((level) => `${level.amountCents}:${level.count}`).join(',')} ${totalCents}`, 2);
  return (
    <div className={styles.fund}>
      {percent !== null && (
        <div
          className={styles.thermometer}
          role="progressbar"
          aria-label="Fund-a-need raised of its goal"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.min(100, percent)}
        >
          <div className={styles.tube}>
            <div className={styles.mercury} style={{ height: `${Math.min(100, percent)}%` }} />
          </div>
          <div className={styles.bulb} />
        </div>
      )}
      <div className={styles.body} ref={box}>
        <p className={styles.total}>{formatRaised(totalCents)}</p>
        <p className={styles.goal}>
          {goalCents ? (
            <>
              of {formatRaised(goalCents)} goal · <strong>{percent}%</strong>
            </>
          ) : (
            `raised from ${gifts(giftCount)}`
          )}
        </p>
        {levels.length > 0 && (
          <ol className={styles.levels} aria-label="Gifts at each level">
            {levels.map((level) => (
              <li key={level.amountCents}>
                <span className={styles.level}>{formatRaised(level.amountCents)}</span>
                <span className={styles.count}>{gifts(level.count)}</span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
