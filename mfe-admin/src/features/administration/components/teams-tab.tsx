import { useCreateTeam, useTeams } from '@fairway/api-client';
import { messages } from '@fairway/contracts/messages';
import { toast } from '@fairway/ui/toast';
import { Button, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { Input } from '../../../shared/components/antd-parts';
import { TeamPanel } from './team-panel';
import styles from './teams-tab.module.css';
import { ReadFailure } from '../../../shared/components/read-failure';
import { toastFailure } from '../../../shared/model/toast-failure';

/** Every team of the tournament: add one by name, then manage each in its panel. */
export function TeamsTab({ tournamentId }: { tournamentId: string }) {
  const teams = useTeams(tournamentId);
  const create = useCreateTeam(tournamentId, toastFailure());
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const add = async () => {
    const { teamName } = await import('@fairway/contracts/team');
    const parsed = teamName.safeParse(name);
    setError(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    if (!parsed.success) return;
    create.mutate(
      { name: parsed.data },
      {
        onSuccess: () => {
          toast({ title: messages.team.added, variant: 'success' });
          setName('');
        },
      },
    );
  };

  if (teams.isPending) return <Skeleton active />;
  if (teams.isError) return <ReadFailure failure={messages.team.fetchFailed} error={teams.error} onRetry={teams.refetch} />;
  return (
    <div className={styles.tab}>
      <div className={styles.add}>
        <Input
          aria-label="New team name"
          placeholder="Team name"
          value={name}
          status={error ? 'error' : undefined}
          onChange={(event) => setName(event.target.value)}
          onPressEnter={add}
        />
        <Button type="primary" onClick={add} disabled={create.isPending}>
          Add Team
        </Button>
      </div>
      {error && <p className={styles.error}>{error}</p>}
      {teams.data.length === 0 && <Empty description={messages.pages.noTeamsYet} />}
      {teams.data.map((team) => (
        <TeamPanel key={team.id} team={team} />
      ))}
    </div>
  );
}
