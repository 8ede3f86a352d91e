import { useMatchPairings, useSaveMatchPairings, useTeams } from '@fairway/api-client';
import { messages } from '@fairway/contracts/messages';
import type { Tournament } from '@fairway/contracts/tournament';
import { toast } from '@fairway/ui/toast';
import { Button, Skeleton } from 'antd';
import { useState } from 'react';
import { NativeSelect } from '../../../shared/components/native-select';
import panel from '../../../shared/components/panel.module.css';
import styles from './tournament-tab.module.css';
import { ReadFailure } from '../../../shared/components/read-failure';
import { toastFailure } from '../../../shared/model/toast-failure';

interface Row {
  key: number;
  teamAId: string | undefined;
  teamBId: string | undefined;
}
let nextKey = 1;
const row = (teamAId?: string, teamBId?: string): Row => ({ key: nextKey++, teamAId, teamBId });

/** Match play: which team plays which. Saved whole; the leaderboard shows the matches. */
export function MatchPairingsEditor({ tournament }: { tournament: Tournament }) {
  const teams = useTeams(tournament.id);
  const pairings = useMatchPairings(tournament.id);
  if (teams.isPending || pairings.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (teams.isError) return <ReadFailure failure={messages.team.fetchFailed} error={teams.error} onRetry={teams.refetch} />;
  const initial = (pairings.data ?? []).map((pairing) => row(pairing.teamAId, pairing.teamBId));
  return <PairingsForm tournamentId={tournament.id} teams={teams.data.map(({ id, name }) => ({ value: id, label: name }))} initial={initial} />;
}

interface PairingsFormProps {
  tournamentId: string;
  teams: Array<{ value: string; label: string }>;
  initial: Row[];
}

function PairingsForm({ tournamentId, teams, initial }: PairingsFormProps) {
  const savePairings = useSaveMatchPairings(tournamentId, toastFailure());
  const [rows, setRows] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const set = (key: number, side: 'teamAId' | 'teamBId', id: string) =>
    setRows((all) => all.map((entry) => (entry.key === key ? { ...entry, [side]: id } : entry)));
  const paired = new Set(rows.flatMap((entry) => [entry.teamAId, entry.teamBId]));
  const unpaired = teams.filter((team) => !paired.has(team.value));

  const save = async () => {
    if (rows.some((entry) => !entry.teamAId || !entry.teamBId)) return setError(messages.tournament.pairingsIncomplete);
    const { matchPairingsInput } = await import('@fairway/contracts/match-pairing');
    const parsed = matchPairingsInput.safeParse({ pairings: rows.map(({ teamAId, teamBId }) => ({ teamAId, teamBId })) });
    setError(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    if (!parsed.success) return;
    savePairings.mutate(parsed.data, { onSuccess: () => toast({ title: messages.tournament.pairingsSaved, variant: 'success' }) });
  };

  return (
    <section className={styles.section} aria-label="Match Pairings">
      <h3 className={styles.heading}>Match Pairings</h3>
      {teams.length < 2 && <p className={panel.muted}>Register at least two teams to pair them.</p>}
      {teams.length >= 2 && rows.length === 0 && <p className={panel.muted}>No matches yet: add one per pair of teams.</p>}
      {rows.map((entry, index) => (
        <div key={entry.key} className={styles.pairing} role="group" aria-label={`Match ${index + 1}`}>
          <NativeSelect
            aria-label={`Match ${index + 1} first team`}
            placeholder="Team"
            value={entry.teamAId}
            options={teams}
            onChange={(id) => set(entry.key, 'teamAId', id)}
          />
          <span>vs</span>
          <NativeSelect
            aria-label={`Match ${index + 1} second team`}
            placeholder="Team"
            value={entry.teamBId}
            options={teams}
            onChange={(id) => set(entry.key, 'teamBId', id)}
          />
          <Button type="link" danger onClick={() => setRows((all) => all.filter((other) => other.key !== entry.key))} aria-label={`Remove match ${index + 1}`}>
            Remove
          </Button>
        </div>
      ))}
      {unpaired.length > 0 && rows.length > 0 && <p className={panel.muted}>Not in a match: {unpaired.map((team) => team.label).join(', ')}</p>}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={panel.actions}>
        <Button onClick={() => setRows((all) => [...all, row()])} disabled={teams.length < 2}>
          Add Match
        </Button>
        <Button type="primary" onClick={save} disabled={savePairings.isPending}>
          Save Pairings
        </Button>
      </div>
    </section>
  );
}
