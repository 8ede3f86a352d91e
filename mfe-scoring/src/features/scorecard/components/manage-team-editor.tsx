import { limits } from '@fairway/contracts/limits';
import { messages } from '@fairway/contracts/messages';
import type { Team } from '@fairway/contracts/team';
import { toast } from '@fairway/ui/toast';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RosterFields } from '../../roster/components/roster-fields';
import { draftsFor, problemToast } from '../../roster/utils/roster-drafts';
import { readRosterForm } from '../../roster/utils/roster-form';
import { saveRoster } from '../../roster/utils/save-roster';
import styles from './scorecard-page.module.css';

/**
 * Edit Team in the Manage Team dialog: the name and up to four players with handicaps 0-54. Loaded on the
 * first press of Edit Team, so the scorecard does not carry the form's checks (zod) until someone edits.
 */
export default function ManageTeamEditor({ team, onDone }: { team: Team; onDone: () => void }) {
  const client = useQueryClient();
  const [name, setName] = useState(team.name);
  const [drafts, setDrafts] = useState(() => draftsFor(team));
  const [busy, setBusy] = useState(false);

  async function save() {
    const read = readRosterForm('manage', name, drafts);
    if (!read.ok) return toast({ ...problemToast(read.message, [messages.manageTeam.teamNameRequired]), variant: 'destructive' });
    setBusy(true);
    try {
      await saveRoster(client, team, read.update);
      toast(messages.manageTeam.updated);
      onDone();
    } catch {
      toast({ ...messages.manageTeam.updateError, variant: 'destructive' });
      setBusy(false);
    }
  }

  return (
    <div className={styles.editor}>
      <RosterFields teamName={name} onTeamNameChange={setName} drafts={drafts} maxHandicap={limits.handicapIndex.max} disabled={busy} onChange={setDrafts} />
      <div className={styles.holeButtons}>
        <button type="button" className={styles.secondaryButton} disabled={busy} onClick={onDone}>
          Cancel
        </button>
        <button type="button" className={styles.primaryButton} disabled={busy} onClick={() => void save()}>
          {busy ? 'Saving...' : 'Save Changes'}
        </button>
      </div>
    </div>
  );
}
