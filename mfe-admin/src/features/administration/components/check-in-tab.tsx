import { useAddOns, useTeams, useUpdatePlayer } from '@fairway/api-client';
import { messages } from '@fairway/contracts/messages';
import type { Player } from '@fairway/contracts/player';
import type { Team } from '@fairway/contracts/team';
import { toast } from '@fairway/ui/toast';
import { Button, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { InputSearch } from '../../../shared/components/antd-parts';
import type { CheckInSales } from './admin-dialog-parts';
import { matchesCheckInSearch, teamCheckIn } from '../model/check-in';
import panel from '../../../shared/components/panel.module.css';
import styles from './check-in-tab.module.css';
import { ReadFailure } from '../../../shared/components/read-failure';
import { toastFailure } from '../../../shared/model/toast-failure';

const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/**
 * Players arriving at the clubhouse: find a team, check a player or the whole team in, undo a mistake, sell add-ons.
 * `contacts`: the caller reads the players' e-mails (field.contacts), so the search offers them; a desk's does not.
 */
export function CheckInTab({ tournamentId, sales, contacts = true }: { tournamentId: string; sales: CheckInSales; contacts?: boolean }) {
  const teams = useTeams(tournamentId);
  const update = useUpdatePlayer(tournamentId, toastFailure(messages.checkIn.failed));
  // The sales (and their code) appear once something is on sale.
  const selling = (useAddOns(tournamentId).data?.length ?? 0) > 0;
  const [query, setQuery] = useState('');
  const searchLabel = contacts ? 'Search teams, players or e-mails' : 'Search teams or players';

  const run = async (patches: Array<{ id: string; checkedIn: boolean }>, success: { title: string; description: string }) => {
    try {
      for (const patch of patches) await update.mutateAsync({ id: patch.id, changes: { checkedIn: patch.checkedIn } });
      toast({ ...success, variant: 'success' });
    } catch {
      // The hook has said why in a toast; the players after the failing one are left as they were.
    }
  };

  const checkInTeam = (team: Team) =>
    run(
      team.players.filter((player) => !player.checkedIn).map((player) => ({ id: player.id, checkedIn: true })),
      messages.checkIn.teamCheckedIn,
    );
  const setPlayer = (player: Player, checkedIn: boolean) =>
    run([{ id: player.id, checkedIn }], checkedIn ? messages.checkIn.playerCheckedIn : messages.checkIn.undone);

  if (teams.isPending) return <Skeleton active />;
  if (teams.isError) return <ReadFailure failure={messages.team.fetchFailed} error={teams.error} onRetry={teams.refetch} />;
  const shown = teams.data.filter((team) => matchesCheckInSearch(team, query));

  return (
    <div className={styles.tab}>
      <InputSearch placeholder={searchLabel} allowClear value={query} onChange={(event) => setQuery(event.target.value)} aria-label={searchLabel} />
      {selling && <sales.VolunteerCashTotal tournamentId={tournamentId} />}
      <sales.CloseOut tournamentId={tournamentId} />
      {shown.length === 0 && <Empty description={teams.data.length === 0 ? messages.pages.noTeamsYet : 'No team or player matches.'} />}
      {shown.map((team) => {
        const badge = teamCheckIn(team);
        return (
          <section key={team.id} className={styles.team} aria-label={team.name}>
            <header className={panel.cardHead}>
              <h3 className={styles.name}>{team.name}</h3>
              <span className={`${styles.badge} ${styles[badge.tone]}`}>{badge.label}</span>
              {badge.tone !== 'complete' && team.players.length > 0 && (
                <Button size="small" onClick={() => void checkInTeam(team)} disabled={update.isPending}>
                  Check In Team
                </Button>
              )}
            </header>
            <ul className={styles.players}>
              {team.players.map((player) => (
                <li key={player.id} className={panel.playerRow}>
                  <span className={styles.who}>
                    {player.name}
                    {player.email && <span className={styles.email}>{player.email}</span>}
                  </span>
                  {player.checkedIn ? (
                    <span className={styles.done}>
                      Checked in {player.checkedInAt ? time.format(new Date(player.checkedInAt)) : ''}
                      <Button
                        size="small"
                        type="link"
                        onClick={() => void setPlayer(player, false)}
                        disabled={update.isPending}
                        aria-label={`Undo check-in of ${player.name}`}
                      >
                        Undo
                      </Button>
                    </span>
                  ) : (
                    <Button
                      size="small"
                      type="primary"
                      onClick={() => void setPlayer(player, true)}
                      disabled={update.isPending}
                      aria-label={`Check in ${player.name}`}
                    >
                      Check In
                    </Button>
                  )}
                </li>
              ))}
            </ul>
            {selling && <sales.TeamAddOnSales tournamentId={tournamentId} team={team} />}
          </section>
        );
      })}
    </div>
  );
}
