import { useDeleteTournament } from '@fairway/api-client';
import { can } from '@fairway/contracts/event-permissions';
import { messages } from '@fairway/contracts/messages';
import type { Tournament } from '@fairway/contracts/tournament';
import { formatLongDate } from '@fairway/ui';
import { toast } from '@fairway/ui/toast';
import { Button, Popconfirm } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { myRoleOf } from '../../../shared/model/my-role';
import { formatOptions, labelOf, statusOptions } from '../../../shared/model/tournament-options';
import panel from '../../../shared/components/panel.module.css';
import styles from './admin-dialog.module.css';
import { MatchPairingsEditor } from './match-pairings-editor';
import { ScoringSettings } from './scoring-settings';
import { TournamentEditForm } from './tournament-edit-form';
import { toastFailure } from '../../../shared/model/toast-failure';

const CloneEventDialog = lazy(() => import('./clone-event-dialog').then((module) => ({ default: module.CloneEventDialog })));
const InvitePreviousFieldDialog = lazy(() => import('./invite-previous-field-dialog').then((module) => ({ default: module.InvitePreviousFieldDialog })));

/**
 * The tournament's details; Edit Tournament, Save Changes (stays in edit mode on failure), and Delete Tournament
 * for whoever may delete it (the owner: a co-organiser edits but does not delete, as the API decides).
 */
export function TournamentTab({ tournament, onDeleted }: { tournament: Tournament; onDeleted: () => void }) {
  const deletion = useDeleteTournament(toastFailure());
  const [editing, setEditing] = useState(false);
  const [cloning, setCloning] = useState(false);
  const [inviting, setInviting] = useState(false);

  const remove = () =>
    deletion.mutate(tournament.id, {
      onSuccess: () => {
        toast({ ...messages.tournament.deleted, variant: 'success' });
        onDeleted();
      },
    });

  if (editing) return <TournamentEditForm tournament={tournament} onDone={() => setEditing(false)} />;
  return (
    <div className={styles.body}>
      <dl className={styles.details}>
        {[
          ['Name', tournament.name],
          ['Date', formatLongDate(tournament.date)],
          ['Course', tournament.course],
          ['Format', labelOf(formatOptions, tournament.format)],
          ['Status', labelOf(statusOptions, tournament.status)],
          ['Time Zone', (tournament.timeZone ?? 'UTC').replaceAll('_', ' ')],
        ].map(([term, detail]) => (
          <div key={term} className={styles.detail}>
            <dt>{term}</dt>
            <dd>{detail}</dd>
          </div>
        ))}
      </dl>
      <div className={panel.actions}>
        {can(myRoleOf(tournament), 'event.delete') && (
          <Popconfirm
            title="Delete this tournament?"
            description="Its teams, players and scores go with it. This cannot be undone."
            okText="Delete Tournament"
            okButtonProps={{ danger: true }}
            cancelText="Keep it"
            onConfirm={remove}
          >
            <Button danger disabled={deletion.isPending}>
              Delete Tournament
            </Button>
          </Popconfirm>
        )}
        <Button onClick={() => setCloning(true)}>Clone for Next Year</Button>
        {can(myRoleOf(tournament), 'event.edit') && <Button onClick={() => setInviting(true)}>Invite Last Year&apos;s Players</Button>}
        <Button type="primary" onClick={() => setEditing(true)}>
          Edit Tournament
        </Button>
      </div>
      <Suspense fallback={null}>
        {cloning && <CloneEventDialog tournament={tournament} onClose={() => setCloning(false)} />}
        {inviting && <InvitePreviousFieldDialog tournament={tournament} onClose={() => setInviting(false)} />}
      </Suspense>
      <ScoringSettings key={`${tournament.format}-${tournament.updatedAt}`} tournament={tournament} />
      {tournament.format === 'match-play' && <MatchPairingsEditor tournament={tournament} />}
    </div>
  );
}
