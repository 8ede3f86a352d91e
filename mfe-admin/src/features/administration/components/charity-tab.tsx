import { isApiError, tournamentsPath, updateCharityGoal, updateCharityPaypal, updateCharityRaised } from '@fairway/api-client';
import { updateCharityGoalInput, updateCharityPaypalInput, updateCharityRaisedInput } from '@fairway/contracts/charity';
import type { CharityUpdateResponse } from '@fairway/contracts/charity-update';
import { messages } from '@fairway/contracts/messages';
import type { Tournament } from '@fairway/contracts/tournament';
import { dollarsToCents, formatUsd } from '@fairway/golf/charity';
import { toast } from '@fairway/ui/toast';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Input } from 'antd';
import { useState } from 'react';
import styles from './charity-tab.module.css';

interface CharityField {
  key: 'charityGoal' | 'charityRaised' | 'charityPaypalLink';
  label: string;
  hint: string;
  initial: (tournament: Tournament) => string;
  check: (value: string) => string | null;
  send: (id: string, value: string) => Promise<CharityUpdateResponse>;
  updated: string;
  failed: string;
  inputMode: 'numeric' | 'decimal' | 'url';
}

const issueOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => (result.success ? null : (result.error?.issues[0]?.message ?? null));

const fields: CharityField[] = [
  {
    key: 'charityGoal',
    label: 'Charity Goal ($)',
    hint: 'Whole dollars.',
    initial: (tournament) => String(tournament.charityGoal),
    check: (value) => issueOf(updateCharityGoalInput.safeParse({ charityGoal: value.trim() })),
    send: updateCharityGoal,
    updated: messages.charity.goalUpdated,
    failed: messages.charity.goalUpdateFailed,
    inputMode: 'numeric',
  },
  {
    key: 'charityRaised',
    label: 'Amount Raised ($)',
    hint: 'Dollars and cents, e.g. 1250.50.',
    initial: (tournament) => tournament.charityRaised.toFixed(2),
    check: (value) => issueOf(updateCharityRaisedInput.safeParse({ charityRaised: value.trim() })),
    send: updateCharityRaised,
    updated: messages.charity.raisedUpdated,
    failed: messages.charity.raisedUpdateFailed,
    inputMode: 'decimal',
  },
  {
    key: 'charityPaypalLink',
    label: 'PayPal Donation Link',
    hint: 'Leave empty to remove the Donate button.',
    initial: (tournament) => tournament.charityPaypalLink ?? '',
    check: (value) => issueOf(updateCharityPaypalInput.safeParse({ charityPaypalLink: value })),
    send: updateCharityPaypal,
    updated: messages.charity.paypalUpdated,
    failed: messages.charity.paypalUpdateFailed,
    inputMode: 'url',
  },
];

/** Why a charity update failed, in the spec's words: the server's text appended, or a reply that was not JSON. */
function failureText(field: CharityField, error: unknown): string {
  if (error instanceof SyntaxError) return `${field.failed}: ${messages.charity.invalidResponse}`;
  return isApiError(error) ? `${field.failed}: ${error.serverMessage}` : field.failed;
}

/** The goal, the amount raised (with cents, as the admin view shows money) and the PayPal link, each saved on its own. */
export function CharityTab({ tournament }: { tournament: Tournament }) {
  return (
    <div className={styles.tab}>
      <p className={styles.summary}>
        {formatUsd(dollarsToCents(tournament.charityRaised), { withCents: true })} raised of{' '}
        {formatUsd(dollarsToCents(tournament.charityGoal), { withCents: true })} for {tournament.charityName}
      </p>
      {fields.map((field) => (
        <CharityFieldRow key={field.key} field={field} tournament={tournament} />
      ))}
    </div>
  );
}

function CharityFieldRow({ field, tournament }: { field: CharityField; tournament: Tournament }) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState(field.initial(tournament));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const id = `charity-${field.key}`;

  const save = async () => {
    const problem = field.check(value);
    setError(problem);
    if (problem) return;
    setSaving(true);
    try {
      const reply = await field.send(tournament.id, value.trim());
      // One toast at a time (spec): a milestone this change crossed goes in its description.
      const milestone = reply.milestonesCrossed.at(-1);
      toast({ title: field.updated, description: milestone ? `Milestone reached: ${formatUsd(dollarsToCents(milestone))} raised!` : undefined, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: [tournamentsPath] });
    } catch (failure) {
      toast({ title: failureText(field, failure), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={styles.row}>
      <label htmlFor={id} className={styles.label}>
        {field.label}
      </label>
      <div className={styles.control}>
        <Input
          id={id}
          value={value}
          inputMode={field.inputMode}
          status={error ? 'error' : undefined}
          aria-invalid={!!error}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setValue(event.target.value)}
          onPressEnter={() => void save()}
        />
        <Button type="primary" onClick={() => void save()} disabled={saving}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
      </div>
      <p id={`${id}-hint`} className={error ? styles.error : styles.hint} role={error ? 'alert' : undefined}>
        {error ?? field.hint}
      </p>
    </div>
  );
}
