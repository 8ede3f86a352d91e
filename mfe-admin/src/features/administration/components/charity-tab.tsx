import { useUpdateCharityGoal, useUpdateCharityPaypal, useUpdateCharityRaised } from '@fairway/api-client';
import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import type { Tournament } from '@fairway/contracts/tournament';
import { dollarsToCents, formatUsd } from '@fairway/golf/fundraising';
import { toast } from '@fairway/ui/toast';
import { Button } from 'antd';
import { type ReactNode, useState } from 'react';
import { Input } from '../../../shared/components/antd-parts';
import styles from './charity-tab.module.css';
import { toastFailure } from '../../../shared/model/toast-failure';

interface CharityField {
  key: 'charityGoal' | 'charityRaised' | 'charityPaypalLink';
  label: string;
  hint: string;
  initial: (tournament: Tournament) => string;
  /** Checked with the contract's schema, loaded on the first save. */
  check: (value: string) => Promise<string | null>;
  /** The write of this field (the same hook for a row on every render). */
  useSave: typeof useUpdateCharityGoal;
  updated: string;
  inputMode: 'numeric' | 'decimal' | 'url';
}

const charitySchemas = () => import('@fairway/contracts/charity');

const issueOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

const fields: CharityField[] = [
  {
    key: 'charityGoal',
    label: 'Charity Goal ($)',
    hint: fundraisingMessages.charityGoalHint,
    initial: (tournament) => String(tournament.charityGoal),
    check: async (value) => issueOf((await charitySchemas()).updateCharityGoalInput.safeParse({ charityGoal: value.trim() })),
    useSave: useUpdateCharityGoal,
    updated: fundraisingMessages.charityGoalUpdated,
    inputMode: 'numeric',
  },
  {
    key: 'charityRaised',
    label: 'Amount Raised ($)',
    hint: 'Dollars and cents, e.g. 1250.50.',
    initial: (tournament) => tournament.charityRaised.toFixed(2),
    check: async (value) => issueOf((await charitySchemas()).updateCharityRaisedInput.safeParse({ charityRaised: value.trim() })),
    useSave: useUpdateCharityRaised,
    updated: fundraisingMessages.charityRaisedUpdated,
    inputMode: 'decimal',
  },
  {
    key: 'charityPaypalLink',
    label: 'PayPal Donation Link',
    hint: 'Leave empty to remove the Donate button.',
    initial: (tournament) => tournament.charityPaypalLink ?? '',
    check: async (value) => issueOf((await charitySchemas()).updateCharityPaypalInput.safeParse({ charityPaypalLink: value })),
    useSave: useUpdateCharityPaypal,
    updated: fundraisingMessages.paypalUpdated,
    inputMode: 'url',
  },
];

/**
 * The ledger and the birdie pledges first (given by the app), then the goal, the amount raised (with cents, as the admin view shows
 * money; setting it records an adjustment) and the PayPal link, each saved on its own.
 */
export function CharityTab({ tournament, ledgerAndPledges }: { tournament: Tournament; ledgerAndPledges?: ReactNode }) {
  return (
    <div className={styles.tab}>
      <p className={styles.summary}>
        {formatUsd(dollarsToCents(tournament.charityRaised), { withCents: true })} raised of{' '}
        {formatUsd(dollarsToCents(tournament.charityGoal), { withCents: true })} for {tournament.charityName}
      </p>
      {ledgerAndPledges}
      <h3 className={styles.settings}>Goal and donation link</h3>
      {fields.map((field) => (
        <CharityFieldRow key={field.key} field={field} tournament={tournament} />
      ))}
    </div>
  );
}

function CharityFieldRow({ field, tournament }: { field: CharityField; tournament: Tournament }) {
  const save = field.useSave(toastFailure());
  const [value, setValue] = useState(field.initial(tournament));
  const [error, setError] = useState<string | null>(null);
  const id = `charity-${field.key}`;

  const submit = async () => {
    const problem = await field.check(value);
    setError(problem);
    if (problem) return;
    save.mutate(
      { id: tournament.id, value: value.trim() },
      {
        onSuccess: (reply) => {
          // One toast at a time: a milestone this change crossed goes in its description.
          const milestone = reply.milestonesCrossed.at(-1);
          toast({
            title: field.updated,
            description: milestone ? `Milestone reached: ${formatUsd(dollarsToCents(milestone))} raised!` : undefined,
            variant: 'success',
          });
        },
      },
    );
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
          onPressEnter={submit}
        />
        <Button type="primary" onClick={submit} disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
      <p id={`${id}-hint`} className={error ? styles.error : styles.hint} role={error ? 'alert' : undefined}>
        {error ?? field.hint}
      </p>
    </div>
  );
}
