import { fieldCardsPath } from '@fairway/contracts/remotes';
import { Link } from '@fairway/ui/router';
import styles from './scorer-banner.module.css';

/** Says whose card a scorer has open, and the way back to the rest of the field. */
export function ScorerBanner({ tournamentId, teamName }: { tournamentId: string; teamName: string }) {
  return (
    <p className={styles.banner} role="note">
      <span>
        Scoring for <strong>{teamName}</strong> as scorer
      </span>
      <Link to={fieldCardsPath(tournamentId)} className={styles.back}>
        All cards
      </Link>
    </p>
  );
}
