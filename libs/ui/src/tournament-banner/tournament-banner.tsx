import { dollarsToCents, formatUsd } from '@fairway/golf';
import type { Tournament } from '@fairway/contracts';
import { localCalendarDate } from '@fairway/contracts/calendar-date';
import { formatLongDate } from './format-long-date';
import styles from './tournament-banner.module.css';

export type TournamentBannerData = Pick<Tournament, 'name' | 'course' | 'date' | 'charityName' | 'charityGoal' | 'charityPaypalLink'>;

export interface TournamentBannerProps {
  tournament: TournamentBannerData;
  /** Called by Donate Now when the tournament has no PayPal link. */
  onDonate?: () => void;
  /** The viewer's calendar date (defaults to today on this device); 'Happening Today' shows when it matches. */
  today?: string;
  headingLevel?: 'h1' | 'h2';
}

function DonateButton({ link, onDonate }: { link: string | null; onDonate?: () => void }) {
  if (link) {
    return (
      <a className={styles.donate} href={link} target="_blank" rel="noopener noreferrer">
        Donate via PayPal
        <span className="ff-visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <button type="button" className={styles.donate} onClick={onDonate} disabled={!onDonate}>
      Donate Now
    </button>
  );
}

/** A tournament's headline: name, course, date, the fundraising goal and a donate button. */
export function TournamentBanner({ tournament, onDonate, today = localCalendarDate(), headingLevel = 'h2' }: TournamentBannerProps) {
  const Heading = headingLevel;
  return (
    <section className={styles.banner} aria-label={tournament.name}>
      <div className={styles.copy}>
        {tournament.date === today && <p className={styles.badge}>Happening Today</p>}
        <Heading className={styles.name}>{tournament.name}</Heading>
        <p className={styles.meta}>
          <span>{tournament.course}</span>
          <span aria-hidden="true" className={styles.dot}>
            ·
          </span>
          <time dateTime={tournament.date}>{formatLongDate(tournament.date)}</time>
        </p>
      </div>
      <div className={styles.goal}>
        <p className={styles.goalLabel}>Fundraising goal</p>
        <p className={styles.goalAmount}>{formatUsd(dollarsToCents(tournament.charityGoal))}</p>
        <p className={styles.charity}>for {tournament.charityName}</p>
        <DonateButton link={tournament.charityPaypalLink} onDonate={onDonate} />
      </div>
    </section>
  );
}
