import { useAwards } from '@fairway/api-client';
import { awardsMessages } from '@fairway/contracts/awards-messages';
import { awardLine, winnerLine } from '../../../shared/model/award-text';
import panel from '../../../shared/components/panel.module.css';
import styles from './awards.module.css';
import { ReadFailure } from '../../../shared/components/read-failure';

/** Places, contests and skins as they stand, each with its prize, sponsor and winners. */
export function AwardList({ tournamentId }: { tournamentId: string }) {
  const awards = useAwards(tournamentId);
  if (awards.isPending) return <p className={panel.muted}>Loading the awards...</p>;
  if (awards.isError) return <ReadFailure failure={awardsMessages.listFetchFailed} error={awards.error} onRetry={awards.refetch} />;
  if (awards.data.awards.length === 0) return <p className={panel.muted}>No awards yet: give place prizes, or add contests or skins.</p>;
  return (
    <ol className={styles.awards}>
      {awards.data.awards.map((award) => (
        <li key={award.id} className={styles.award}>
          <strong>{award.title}</strong>
          {awardLine(award) && <span className={panel.muted}>{awardLine(award)}</span>}
          <span>{award.winners.length === 0 ? 'No winner' : award.winners.map(winnerLine).join('; ')}</span>
        </li>
      ))}
    </ol>
  );
}
