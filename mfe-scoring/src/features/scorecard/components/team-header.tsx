import type { Team } from '@fairway/contracts/team';
import type { TournamentFormat } from '@fairway/contracts/tournament-settings';
import { relativeToParLabel } from '@fairway/golf/score-display';
import { TeamStart } from '../../../shared/components/team-start';
import parts from './scorecard-parts.module.css';
import styles from './team-header.module.css';

interface TeamHeaderProps {
  team: Team;
  format: TournamentFormat;
  currentHole: number;
  played: number;
  relative: number;
  totalStrokes: number;
  /** The team's gross and net strokes so far, as the board counts them; absent before the first score or offline. */
  totals?: { gross: number; net: number } | undefined;
  onManage: () => void;
}

/** Team name, format, roster with handicaps, current hole, progress and total. */
export function TeamHeader({ team, format, currentHole, played, relative, totalStrokes, totals, onManage }: TeamHeaderProps) {
  const percent = Math.min(100, Math.round((played / 18) * 100));
  return (
    <header className={parts.card}>
      <div className={styles.headerTop}>
        <div>
          <h1 className={styles.teamName}>{team.name}</h1>
          <span className={styles.badge}>{format}</span>
        </div>
        <div className={styles.total} aria-label={`Total ${relativeToParLabel(relative)}, ${totalStrokes} strokes`}>
          <strong>{relativeToParLabel(relative)}</strong>
          <span>{totalStrokes} strokes</span>
          {/* The line is kept while the board is on its way, so its arrival does not push the card down. */}
          {totals ? (
            <span className={styles.grossNet}>
              Gross {totals.gross} · Net {totals.net}
            </span>
          ) : (
            <span className={styles.grossNet} aria-hidden="true">
              {'\u00a0'}
            </span>
          )}
        </div>
      </div>
      <TeamStart team={team} />
      <p className={styles.roster}>{team.players.map((player) => `${player.name} (HC ${player.handicap})`).join(' · ')}</p>
      <div className={styles.progressRow}>
        <span>Hole {currentHole}</span>
        <div className={styles.progress} role="progressbar" aria-label="Round progress" aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100}>
          <span style={{ width: `${percent}%` }} />
        </div>
        <button type="button" className={parts.linkButton} onClick={onManage}>
          Manage Team
        </button>
      </div>
    </header>
  );
}
