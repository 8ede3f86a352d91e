import { useCreateTeam } from '@fairway/api-client';
import { useAuth } from '@fairway/auth';
import type { JoinPageProps } from '@fairway/contracts';
import { limits } from '@fairway/contracts/limits';
import { messages } from '@fairway/contracts/messages';
import type { Team } from '@fairway/contracts/team';
import { useNavigate } from '@fairway/ui/router';
import { toast } from '@fairway/ui/toast';
import { useEffect, useState } from 'react';
import { scorecardLink } from '../../../shared/model/scorecard-link';
import { useJoinWithDetails } from '../hooks/use-join-with-details';
import { InviteCodeCard } from './invite-code-card';
import { TeammateDetailsForm } from './teammate-details-form';
import { TeamRosterForm } from './team-roster-form';
import styles from './join-page.module.css';

const holes = Array.from({ length: limits.holesPerRound }, (_, index) => index + 1);
/** 'Team saved!' stays on screen this long before the scorecard opens. */
const REDIRECT_AFTER_SAVE_MS = 1500;
const scorecardOf = (team: Team) => scorecardLink(team.tournamentId, team.id);

/** A signed-in golfer's ways in: create a foursome (then its invite code and roster) or join one with a code. */
export function FoursomeForms({ tournamentId, code: invitedWith = '' }: JoinPageProps) {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [startingHole, setStartingHole] = useState(1);
  const [code, setCode] = useState(invitedWith);
  const [created, setCreated] = useState<Team | null>(null);
  const [saved, setSaved] = useState<Team | null>(null);
  const createTeam = useCreateTeam(tournamentId);
  const { user } = useAuth();
  const joining = useJoinWithDetails(
    (team) => {
      toast(messages.foursome.joined);
      navigate(scorecardOf(team));
    },
    () => toast({ ...messages.foursome.joinError, variant: 'destructive' }),
  );
  const busy = createTeam.isPending || joining.busy;
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => navigate(scorecardOf(saved)), REDIRECT_AFTER_SAVE_MS);
    return () => clearTimeout(timer);
  }, [navigate, saved]);

  function create() {
    if (!name.trim()) return toast({ ...messages.foursome.teamNameRequired, variant: 'destructive' });
    createTeam.mutate(
      { name: name.trim(), startingHole, players: [] },
      {
        onSuccess: (team) => {
          setCreated(team);
          toast(messages.foursome.created(team.name, startingHole));
        },
        onError: () => toast({ ...messages.foursome.createError, variant: 'destructive' }),
      },
    );
  }

  function join() {
    if (!code.trim()) return toast({ ...messages.foursome.inviteCodeRequired, variant: 'destructive' });
    void joining.start(code.trim());
  }

  if (joining.asking) {
    return (
      <TeammateDetailsForm
        form={joining.asking.form}
        accountName={user?.displayName ?? ''}
        busy={busy}
        problems={joining.problems}
        alert={joining.alert}
        onSubmit={joining.submit}
        onBack={joining.back}
      />
    );
  }
  if (created) {
    return (
      <div className={styles.options}>
        <InviteCodeCard team={created} onOpenScorecard={() => navigate(scorecardOf(created))} />
        <TeamRosterForm team={created} onSaved={setSaved} />
      </div>
    );
  }
  return (
    <div className={styles.options} data-invited={invitedWith ? true : undefined}>
      <section className={styles.card} aria-label="Create a Foursome">
        <h2>Create a Foursome</h2>
        <label className={styles.field}>
          Team Name
          <input value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />
        </label>
        <label className={styles.field}>
          Starting Hole
          <select value={startingHole} onChange={(event) => setStartingHole(Number(event.target.value))}>
            {holes.map((hole) => (
              <option key={hole} value={hole}>
                Hole {hole}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className={styles.button} disabled={busy} onClick={create}>
          Create Foursome
        </button>
      </section>
      <section className={`${styles.card} ${styles.joinCard}`} aria-label="Join a Foursome">
        <h2>Join a Foursome</h2>
        <label className={styles.field}>
          Invite Code
          <input
            value={code}
            maxLength={6}
            autoCapitalize="characters"
            className={styles.code}
            onChange={(event) => setCode(event.target.value.toUpperCase().slice(0, 6))}
          />
        </label>
        <button type="button" className={styles.button} disabled={busy} onClick={join}>
          Join Foursome
        </button>
      </section>
    </div>
  );
}
