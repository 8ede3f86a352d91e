import { useUpdateTeam } from '@fairway/api-client';
import { limits } from '@fairway/contracts/limits';
import { messages } from '@fairway/contracts/messages';
import type { Team } from '@fairway/contracts/team';
import { toast } from '@fairway/ui/toast';
import { useState } from 'react';
import { RosterFields } from '../../../shared/components/roster-fields';
import { draftsFor, problemToast } from '../../../shared/model/roster-drafts';
import styles from './join-page.module.css';

const known = [messages.foursome.teamNameRequired, messages.foursome.playerRequired, messages.foursome.emptyTeam];

/**
 * The new foursome's players (up to four, handicaps 0-36, 18 when blank): Save keeps them and opens the
 * scorecard; Register keeps them and stays, for a group still gathering its players.
 */
export function TeamRosterForm({ team, onSaved }: { team: Team; onSaved: (team: Team) => void }) {
  const [name, setName] = useState(team.name);
  const [drafts, setDrafts] = useState(() => draftsFor(team));
  const update = useUpdateTeam(team.tournamentId);

  async function send(kind: 'save' | 'register') {
    // The form's checks (the contracts' schemas and zod) load on the first Save or Register, not with the page.
    const { readRosterForm } = await import('../../../shared/model/roster-form');
    const read = readRosterForm(kind, name, drafts);
    if (!read.ok) return toast({ ...problemToast(read.message, known), variant: 'destructive' });
    update.mutate(
      { id: team.id, changes: read.update },
      {
        onSuccess: (saved) => {
          setDrafts(draftsFor(saved));
          if (kind === 'register') return toast(messages.foursome.registered);
          toast(messages.foursome.saved(saved.players.length));
          onSaved(saved);
        },
        onError: () => toast({ ...(kind === 'save' ? messages.foursome.saveError : messages.foursome.registerError), variant: 'destructive' }),
      },
    );
  }

  return (
    <section className={styles.card} aria-label="Your Team">
      <h2>Your Team</h2>
      <p>Add your playing partners. {messages.player.handicapHint(limits.registrationHandicap)}</p>
      <RosterFields
        teamName={name}
        onTeamNameChange={setName}
        drafts={drafts}
        maxHandicap={limits.registrationHandicap.max}
        disabled={update.isPending}
        onChange={setDrafts}
      />
      <div className={styles.actions}>
        <button type="button" className={styles.button} disabled={update.isPending} onClick={() => void send('save')}>
          Save
        </button>
        <button type="button" className={styles.secondary} disabled={update.isPending} onClick={() => void send('register')}>
          Register
        </button>
      </div>
    </section>
  );
}
