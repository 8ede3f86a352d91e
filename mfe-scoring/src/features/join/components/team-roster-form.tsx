import { messages } from '@fairway/contracts/messages';
import type { Team } from '@fairway/contracts/team';
import { toast } from '@fairway/ui/toast';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RosterFields } from '../../roster/components/roster-fields';
import { draftsFor, problemToast } from '../../roster/utils/roster-drafts';
import { readRosterForm } from '../../roster/utils/roster-form';
import { saveRoster } from '../../roster/utils/save-roster';
import { limits } from '@fairway/contracts/limits';
import styles from './join-page.module.css';

const known = [messages.foursome.teamNameRequired, messages.foursome.playerRequired, messages.foursome.emptyTeam];

/**
 * The new foursome's players (up to four, handicaps 0-36, 18 when blank): Save keeps them and opens the
 * scorecard; Register keeps them and stays, for a group still gathering its players.
 */
export function TeamRosterForm({ team, onSaved }: { team: Team; onSaved: (team: Team) => void }) {
  const client = useQueryClient();
  const [name, setName] = useState(team.name);
  const [drafts, setDrafts] = useState(() => draftsFor(team));
  const [busy, setBusy] = useState(false);

  async function send(kind: 'save' | 'register') {
    const read = readRosterForm(kind, name, drafts);
    if (!read.ok) return toast({ ...problemToast(read.message, known), variant: 'destructive' });
    setBusy(true);
    try {
      const saved = await saveRoster(client, team, read.update);
      setDrafts(draftsFor(saved));
      if (kind === 'register') return toast(messages.foursome.registered);
      toast(messages.foursome.saved(saved.players.length));
      onSaved(saved);
    } catch {
      toast({ ...(kind === 'save' ? messages.foursome.saveError : messages.foursome.registerError), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.card} aria-label="Your Team">
      <h2>Your Team</h2>
      <p>Add your playing partners and their handicaps. Leave a handicap blank for 18.</p>
      <RosterFields teamName={name} onTeamNameChange={setName} drafts={drafts} maxHandicap={limits.registrationHandicap.max} disabled={busy} onChange={setDrafts} />
      <div className={styles.actions}>
        <button type="button" className={styles.button} disabled={busy} onClick={() => void send('save')}>
          Save
        </button>
        <button type="button" className={styles.secondary} disabled={busy} onClick={() => void send('register')}>
          Register
        </button>
      </div>
    </section>
  );
}
