import { useAddPlayer, useDeleteTeam, useRegenerateInviteCode, useRemovePlayer, useUpdatePlayer, useUpdateTeam } from '@fairway/api-client';
import { limits } from '@fairway/contracts/limits';
import { messages } from '@fairway/contracts/messages';
import type { Player } from '@fairway/contracts/player';
import type { Team } from '@fairway/contracts/team';
import { toast } from '@fairway/ui/toast';
import { Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { Input } from '../../../shared/components/antd-parts';
import { freePosition } from '../model/player-editor';
import { PlayerEditor } from './player-editor';
import panel from '../../../shared/components/panel.module.css';
import styles from './teams-tab.module.css';
import { toastFailure } from '../../../shared/model/toast-failure';

const positions = Array.from({ length: limits.maxPlayersPerTeam }, (_, index) => index + 1);
/** A write's success as a toast (its hook toasts a failure). Resolves to whether it succeeded. */
function toastSuccess<Result>(write: Promise<Result>, success: string | ((result: Result) => string)): Promise<boolean> {
  return write.then(
    (result) => {
      toast({ title: typeof success === 'string' ? success : success(result), variant: 'success' });
      return true;
    },
    () => false,
  );
}

const editorValues = (player: Player) => ({ name: player.name, email: player.email ?? '', handicap: String(player.handicap), position: player.position });

/** One team: rename, delete, its invite code, and its players (add up to four, edit, remove). */
export function TeamPanel({ team }: { team: Team }) {
  const updateTeam = useUpdateTeam(team.tournamentId, toastFailure());
  const deleteTeam = useDeleteTeam(team.tournamentId, toastFailure());
  const addPlayer = useAddPlayer(team.tournamentId, toastFailure());
  const updatePlayer = useUpdatePlayer(team.tournamentId, toastFailure());
  const removePlayer = useRemovePlayer(team.tournamentId, toastFailure());
  const [renaming, setRenaming] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);

  const rename = async () => {
    const name = (renaming ?? '').trim();
    // An empty or unchanged name is ignored rather than refused.
    if (name && name !== team.name) await toastSuccess(updateTeam.mutateAsync({ id: team.id, changes: { name } }), messages.team.renamed);
    setRenaming(null);
  };

  return (
    <section className={panel.itemCard} aria-label={team.name}>
      <header className={panel.cardHead}>
        {renaming === null ? (
          <h3 className={styles.name}>{team.name}</h3>
        ) : (
          <Input
            className={styles.name}
            aria-label="New team name"
            autoFocus
            value={renaming}
            onChange={(event) => setRenaming(event.target.value)}
            onPressEnter={() => void rename()}
          />
        )}
        {renaming === null ? (
          <Button size="small" onClick={() => setRenaming(team.name)}>
            Rename
          </Button>
        ) : (
          <Button size="small" type="primary" onClick={() => void rename()} disabled={updateTeam.isPending}>
            Save Name
          </Button>
        )}
        <Popconfirm
          title={`Delete ${team.name}?`}
          description="Its players and scores go with it."
          okText="Delete Team"
          okButtonProps={{ danger: true }}
          cancelText="Keep it"
          onConfirm={() => toastSuccess(deleteTeam.mutateAsync(team.id), messages.team.deleted)}
        >
          <Button size="small" danger disabled={deleteTeam.isPending}>
            Delete Team
          </Button>
        </Popconfirm>
      </header>
      <InviteCode team={team} />
      <ul className={styles.players}>
        {team.players.map((player) =>
          editing === player.id ? (
            <li key={player.id}>
              <PlayerEditor
                initial={editorValues(player)}
                positions={positions}
                submitLabel="Save Player"
                onSubmit={(changes) => toastSuccess(updatePlayer.mutateAsync({ id: player.id, changes }), messages.team.playerUpdated)}
                onCancel={() => setEditing(null)}
                pending={updatePlayer.isPending}
              />
            </li>
          ) : (
            <li key={player.id} className={panel.playerRow}>
              <span className={styles.who}>
                <span>
                  #{player.position} {player.name} <span className={styles.muted}>HC {player.handicap}</span>
                </span>
                {player.email && <span className={styles.muted}>{player.email}</span>}
              </span>
              <span className={styles.rowActions}>
                <Button size="small" type="link" onClick={() => setEditing(player.id)} aria-label={`Edit ${player.name}`}>
                  Edit
                </Button>
                <Popconfirm
                  title={`Remove ${player.name} from ${team.name}?`}
                  okText="Remove"
                  okButtonProps={{ danger: true }}
                  cancelText="Keep"
                  onConfirm={() => toastSuccess(removePlayer.mutateAsync(player.id), messages.team.playerRemoved)}
                >
                  <Button size="small" type="link" danger aria-label={`Remove ${player.name}`}>
                    Remove
                  </Button>
                </Popconfirm>
              </span>
            </li>
          ),
        )}
      </ul>
      {team.players.length < limits.maxPlayersPerTeam &&
        (editing === 'new' ? (
          <PlayerEditor
            initial={{ name: '', email: '', handicap: '', position: freePosition(team.players) }}
            positions={positions}
            submitLabel="Add Player"
            onSubmit={(player) => toastSuccess(addPlayer.mutateAsync({ teamId: team.id, body: player }), messages.team.playerAdded)}
            onCancel={() => setEditing(null)}
            pending={addPlayer.isPending}
          />
        ) : (
          <Button size="small" onClick={() => setEditing('new')}>
            Add Player
          </Button>
        ))}
    </section>
  );
}

function InviteCode({ team }: { team: Team }) {
  const regenerateCode = useRegenerateInviteCode(team.tournamentId, toastFailure());
  if (!team.inviteCode) return null;
  const code = team.inviteCode;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toast({ title: messages.foursome.inviteCodeCopied, variant: 'success' });
    } catch {
      toast({ title: `Invite code: ${code}`, description: 'Copying is blocked here; note it down instead.' });
    }
  };
  const regenerate = () => toastSuccess(regenerateCode.mutateAsync(team.id), (fresh) => messages.team.inviteCodeRegenerated(fresh.inviteCode ?? ''));
  return (
    <div className={styles.invite}>
      <span>
        Invite code <code className={styles.code}>{code}</code>
      </span>
      <Button size="small" onClick={() => void copy()} aria-label={`Copy invite code of ${team.name}`}>
        Copy
      </Button>
      <Popconfirm title="Create a new invite code?" description="The old code stops working." okText="New Code" cancelText="Keep" onConfirm={regenerate}>
        <Button size="small" disabled={regenerateCode.isPending}>
          New Code
        </Button>
      </Popconfirm>
    </div>
  );
}
