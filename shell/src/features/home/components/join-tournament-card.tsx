import { Panel } from '@fairway/ui';
import { Link } from '@fairway/ui/router';
import { homeText } from '../model/home-text';
import { type CopyState, useCopyToClipboard } from '../hooks/use-copy-to-clipboard';
import { teamSelectUrl, tournamentLinks } from '../model/tournament-links';
import styles from './tournament-home.module.css';

const text = homeText.tournament;

function CopyStatus({ state, url }: { state: CopyState; url: string }) {
  return (
    <p className={styles.copyStatus} role="status">
      {state === 'copied' && text.linkCopied}
      {state === 'failed' && (
        <>
          {text.copyFailed} <span className={styles.copyUrl}>{url}</span>
        </>
      )}
    </p>
  );
}

export function JoinTournamentCard({ tournamentId }: { tournamentId: string }) {
  const links = tournamentLinks(tournamentId);
  const url = teamSelectUrl(tournamentId);
  const [copyState, copy] = useCopyToClipboard();
  return (
    <Panel title={text.joinTitle}>
      <p className={styles.lead}>{text.joinLead}</p>
      <div className={styles.joinActions}>
        <Link to={links.teamSelect} className={styles.primaryAction}>
          {text.enterScorecard}
        </Link>
        <Link to={links.join} className={styles.secondaryAction}>
          {text.registerFoursome}
        </Link>
        <Link to={links.tv} className={styles.secondaryAction}>
          {text.tvLeaderboard}
        </Link>
        <button type="button" className={styles.secondaryAction} onClick={() => void copy(url)}>
          {text.copyLink}
        </button>
      </div>
      <CopyStatus state={copyState} url={url} />
    </Panel>
  );
}
