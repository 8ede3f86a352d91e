import { useContests, useEventTeam, useTournament } from '@fairway/api-client';
import { useAuth } from '@fairway/auth';
import { can } from '@fairway/contracts/event-permissions';
import type { EventMember } from '@fairway/contracts/event-team';
import { eventTeamTexts } from '@fairway/contracts/event-team-texts';
import { Button, Empty, Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import panel from '../../../shared/components/panel.module.css';
import { ReadFailure } from '../../../shared/components/read-failure';
import { myRoleOf } from '../../../shared/model/my-role';
import { isCallersRow, ownerTitle, sortMembers } from '../model/event-team-text';
import { MemberRow, type MemberAction } from './member-row';
import { OwnerRow } from './owner-row';
import styles from './team-tab.module.css';

// The dialogs load when first opened.
const InviteDialog = lazy(() => import('./invite-dialog').then((module) => ({ default: module.InviteDialog })));
const MemberActionDialog = lazy(() => import('./member-action-dialog').then((module) => ({ default: module.MemberActionDialog })));

/** The event's team: who holds which role, their state and last activity; invite, change a role, revoke, hand ownership over. */
export function TeamTab({ tournamentId }: { tournamentId: string }) {
  const tournament = useTournament(tournamentId);
  const team = useEventTeam(tournamentId);
  const contests = useContests(tournamentId);
  const [inviting, setInviting] = useState(false);
  const [acting, setActing] = useState<{ member: EventMember; action: MemberAction } | null>(null);
  const myRole = tournament.data ? myRoleOf(tournament.data) : null;
  const manages = can(myRole, 'team.manage');
  const { user } = useAuth();
  const owned = myRole === 'owner';

  return (
    <section className={panel.section} aria-labelledby="event-team-heading">
      <header className={panel.pageHead}>
        <div>
          <h3 id="event-team-heading" className={panel.sectionHeading}>
            Event team
          </h3>
          <p className={panel.muted}>Co-organisers and volunteers sign in as themselves; each sees only what their job needs.</p>
        </div>
        {manages && (
          <Button type="primary" className={styles.invite} onClick={() => setInviting(true)}>
            Invite
          </Button>
        )}
      </header>
      {team.isPending && <Skeleton active />}
      {team.isError && <ReadFailure failure={eventTeamTexts.teamFetchFailed} error={team.error} onRetry={team.refetch} />}
      {team.data && (
        <ul className={panel.list} aria-label="Team members">
          {tournament.data && !team.data.members.some((member) => member.role === 'owner') && (
            <OwnerRow title={ownerTitle(tournament.data.adminUserId, owned ? user : null)} mine={owned} />
          )}
          {sortMembers(team.data.members).map((member) => (
            <MemberRow
              key={member.id}
              member={member}
              contests={contests.data ?? []}
              myRole={myRole}
              mine={isCallersRow(member, user?.email)}
              onAction={(action) => setActing({ member, action })}
            />
          ))}
        </ul>
      )}
      {team.data && team.data.members.length === 0 && <Empty description="Nobody else is on the team yet. Invite a co-organiser or a volunteer." />}
      <Suspense fallback={null}>
        {inviting && <InviteDialog tournamentId={tournamentId} contests={contests.data ?? []} onClose={() => setInviting(false)} />}
        {acting && <MemberActionDialog tournamentId={tournamentId} contests={contests.data ?? []} {...acting} onClose={() => setActing(null)} />}
      </Suspense>
    </section>
  );
}
