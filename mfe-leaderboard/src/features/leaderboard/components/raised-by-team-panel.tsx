import { useRaisedByTeam } from '@fairway/api-client';
import { Panel } from '@fairway/ui';
import { giftAmount } from '../../../shared/model/gift-text';
import styles from './charity-panels.module.css';

const shown = 5;

/** Money credited to each team, largest first; hidden until a team has raised something. */
export function RaisedByTeamPanel({ tournamentId }: { tournamentId: string }) {
  const teams = useRaisedByTeam(tournamentId).data;
  if (!teams?.length) return null;
  const top = teams[0]!.raised;
  return (
    <Panel title="Raised by Team">
      <ol className={styles.teams}>
        {teams.slice(0, shown).map((team) => (
          <li key={team.teamId}>
            <span className={styles.donor}>{team.teamName}</span>
            <span className={styles.amount}>{giftAmount(team.raised)}</span>
            <span className={styles.bar} aria-hidden="true">
              <span style={{ width: `${top > 0 ? Math.round((team.raised / top) * 100) : 0}%` }} />
            </span>
          </li>
        ))}
      </ol>
    </Panel>
  );
}
