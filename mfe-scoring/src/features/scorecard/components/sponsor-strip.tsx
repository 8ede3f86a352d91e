import { useSponsors } from '@fairway/api-client';
import parts from './scorecard-parts.module.css';
import styles from './sponsor-strip.module.css';

/**
 * Proudly Sponsored By: the sponsors the organiser recorded (their tiers' order), or the names typed with the
 * tournament while there are none; nothing when there are neither.
 */
export function SponsorStrip({ tournamentId, typed }: { tournamentId: string; typed: readonly string[] }) {
  const recorded = useSponsors(tournamentId).data;
  const names = recorded?.length ? recorded.map((sponsor) => sponsor.name) : typed;
  if (names.length === 0) return null;
  return (
    <section className={`${parts.card} ${styles.sponsors}`} aria-label="Sponsors">
      <h2>Proudly Sponsored By</h2>
      <p>{names.join(' · ')}</p>
    </section>
  );
}
