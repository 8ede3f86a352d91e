import { newIdempotencyKey, useBirdiePledges, useLeaderboard, usePledgeBirdies } from '@fairway/api-client';
import { dollarsToCents, formatUsd } from '@fairway/golf/fundraising';
import { Panel } from '@fairway/ui';
import { type FormEvent, useRef, useState } from 'react';
import type { FieldErrors } from '../model/field-errors';
import { suggestedPerBirdie } from '../model/suggested-amounts';
import { checkPledge, type PledgeField } from '../model/validate-gift';
import { AmountChoice } from './amount-choice';
import styles from './donate-page.module.css';
import { DonorFields } from './donor-fields';
import { useDonor } from '../hooks/use-donor';

const usd = (dollars: number) => formatUsd(dollarsToCents(dollars), { withCents: !Number.isInteger(dollars) });

/** What the pledges come to so far: it moves with every birdie on the course. */
function PledgeTotal({ tournamentId }: { tournamentId: string }) {
  const pledges = useBirdiePledges(tournamentId).data;
  return (
    <p className={styles.pledgeTotal} aria-live="polite">
      {!pledges ? (
        ' '
      ) : pledges.pledges.length === 0 ? (
        'No pledges yet: be the first.'
      ) : (
        <>
          <strong>{usd(pledges.totalDue)}</strong> due from {pledges.pledges.length} {pledges.pledges.length === 1 ? 'pledge' : 'pledges'} so far
        </>
      )}
    </p>
  );
}

/** So much per birdie or better, by the whole field or one team, up to an optional cap. */
export function BirdiePledgePanel({ tournamentId }: { tournamentId: string }) {
  const teams = useLeaderboard(tournamentId).data?.rows ?? [];
  const donor = useDonor();
  const [teamId, setTeamId] = useState('');
  const [amountPerBirdie, setAmountPerBirdie] = useState<number | string>(suggestedPerBirdie[1]);
  const [cap, setCap] = useState('');
  const [errors, setErrors] = useState<FieldErrors<PledgeField>>({});
  const [pledged, setPledged] = useState<string | null>(null);
  const pledgeId = useRef(newIdempotencyKey());
  const pledge = usePledgeBirdies();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = {
      pledgeId: pledgeId.current,
      ...donor.gift,
      teamId: teamId || null,
      amountPerBirdie,
      cap: cap.trim() || null,
    };
    const checked = await checkPledge(input);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    pledge.mutate(
      { tournamentId, pledge: input },
      {
        onSuccess: (saved) => {
          pledgeId.current = newIdempotencyKey();
          const who = teams.find((team) => team.teamId === saved.teamId)?.teamName ?? 'the whole field';
          setPledged(`Thank you! You pledged ${usd(saved.amountPerBirdie)} per birdie by ${who}${saved.cap === null ? '' : `, up to ${usd(saved.cap)}`}.`);
        },
      },
    );
  }

  return (
    <Panel title="Pledge per birdie">
      <p className={styles.lead}>Give for every birdie or better made today. The organiser collects what it comes to after the round.</p>
      <PledgeTotal tournamentId={tournamentId} />
      {pledged ? (
        <div className={styles.thanks} role="status">
          <p>{pledged}</p>
          <button type="button" className={styles.secondary} onClick={() => setPledged(null)}>
            Pledge again
          </button>
        </div>
      ) : (
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label="Pledge per birdie">
          <label className={styles.field}>
            <span>Whose birdies</span>
            <select value={teamId} onChange={(event) => setTeamId(event.target.value)} aria-invalid={Boolean(errors.teamId)}>
              <option value="">The whole field</option>
              {teams.map((team) => (
                <option key={team.teamId} value={team.teamId}>
                  {team.teamName}
                </option>
              ))}
            </select>
            {errors.teamId && <span className={styles.error}>{errors.teamId}</span>}
          </label>
          <AmountChoice
            legend="Per birdie"
            choices={suggestedPerBirdie}
            value={amountPerBirdie}
            onChange={setAmountPerBirdie}
            error={errors.amountPerBirdie}
            customLabel="Other amount per birdie"
          />
          <label className={styles.field}>
            <span>Cap (optional): at most this in all</span>
            <span className={styles.dollar}>
              <span aria-hidden="true">$</span>
              <input inputMode="decimal" value={cap} placeholder="No cap" aria-invalid={Boolean(errors.cap)} onChange={(event) => setCap(event.target.value)} />
            </span>
            {errors.cap && <span className={styles.error}>{errors.cap}</span>}
          </label>
          <DonorFields {...donor.fields} error={errors.donorName} anonymousLabel="Pledge anonymously" />
          {pledge.failureText && (
            <p className={styles.failure} role="alert">
              {pledge.failureText}
            </p>
          )}
          <button type="submit" className={styles.button} disabled={pledge.isPending}>
            {pledge.isPending ? 'Sending…' : 'Pledge'}
          </button>
        </form>
      )}
    </Panel>
  );
}
