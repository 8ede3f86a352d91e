import { useUpdateTeam } from '@fairway/api-client';
import { limits } from '@fairway/contracts/limits';
import { messages } from '@fairway/contracts/messages';
import type { Team } from '@fairway/contracts/team';
import { toast } from '@fairway/ui/toast';
import { useState } from 'react';
import { RosterFields } from '../../../shared/components/roster-fields';
import { draftsFor, problemToast } from '../../../shared/model/roster-drafts';
import { readRosterForm } from '../../../shared/model/roster-form';
import parts from './scorecard-parts.module.css';
import styles from './manage-team-editor.module.css';

/**
 * Edit Team in the Manage Team dialog: the name and up to four players with handicaps 0-54. Loaded on the
 * first press of Edit Team, so the scorecard does not carry the form's checks (zod) until someone edits.
 */
export default function ManageTeamEditor({ team, onDone }: { team: Team; onDone: () => void }) {
  const [name, setName] = useState(team.name);
  const [drafts, setDrafts] = useState(() => draftsFor(team));
  const update = useUpdateTeam(team.tournamentId);

  function save() {
    const read = readRosterForm('manage', name, drafts);
    if (!read.ok) return toast({ ...problemToast(read.message, [messages.manageTeam.teamNameRequired]), variant: 'destructive' });
    update.mutate(
      { id: team.id, changes: read.update },
      {
        onSuccess: () => {
          toast(messages.manageTeam.updated);
          onDone();
        },
        onError: () => toast({ ...messages.manageTeam.updateError, variant: 'destructive' }),
      },
    );
  }

  return (
    <div className={styles.editor}>
      <RosterFields
        teamName={name}
        onTeamNameChange={setName}
        drafts={drafts}
        maxHandicap={limits.handicapIndex.max}
        disabled={update.isPending}
        onChange={setDrafts}
      />
      <div className={parts.holeButtons}>
        <button type="button" className={parts.secondaryButton} disabled={update.isPending} onClick={onDone}>
          Cancel
        </button>
        <button type="button" className={parts.primaryButton} disabled={update.isPending} onClick={save}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </button>
      </div>
    </div>
  );
}
