import { createTeam, useTeams } from '@fairway/api-client';
import { messages } from '@fairway/contracts/messages';
import { teamName } from '@fairway/contracts/team';
import { Button, Empty, Input, Skeleton } from 'antd';
import { useState } from 'react';
import { TeamPanel } from './team-panel';
import styles from './teams-tab.module.css';
import { useTeamAction } from './use-team-action';

/** Every team of the tournament: add one by name, then manage each in its panel. */
export function TeamsTab({ tournamentId }: { tournamentId: string }) {
  const teams = useTeams(tournamentId);
  const run = useTeamAction(tournamentId);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const add = async () => {
    const parsed = teamName.safeParse(name);
    setError(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    if (!parsed.success) return;
    setBusy(true);
    if (await run(() => createTeam(tournamentId, { name: parsed.data }), messages.team.added, messages.team.addFailed)) setName('');
    setBusy(false);
  };

  if (teams.isPending) return <Skeleton active />;
  if (teams.isError) return <Empty description={messages.team.fetchFailed(teams.error.message)} />;
  return (
    <div className={styles.tab}>
      <div className={styles.add}>
        <Input aria-label="New team name" placeholder="Team name" value={name} status={error ? 'error' : undefined} onChange={(event) => setName(event.target.value)} onPressEnter={() => void add()} />
        <Button type="primary" onClick={() => void add()} disabled={busy}>
          Add Team
        </Button>
      </div>
      {error && <p className={styles.error}>{error}</p>}
      {teams.data.length === 0 && <Empty description="No teams registered yet." />}
      {teams.data.map((team) => (
        <TeamPanel key={team.id} team={team} />
      ))}
    </div>
  );
}
