import { useUpdateTournament } from '@fairway/api-client';
import { messages } from '@fairway/contracts/messages';
import type { Tournament } from '@fairway/contracts/tournament';
import type { TieBreakMethod } from '@fairway/contracts/tournament-settings';
import { tieBreakMethods } from '@fairway/contracts/tournament-settings-values';
import { toast } from '@fairway/ui/toast';
import { Button } from 'antd';
import { useState } from 'react';
import { Input } from '../../../shared/components/antd-parts';
import { type AllowanceKey, allowanceKeys, allowanceLabels, allowanceTexts, tieBreakLabels } from '../model/scoring-settings';
import { NativeSelect } from '../../../shared/components/native-select';
import panel from '../../../shared/components/panel.module.css';
import styles from './tournament-tab.module.css';
import { toastFailure } from '../../../shared/model/toast-failure';

/** Tie-break method and the handicap allowances of the event's format (each format's usual allowances unless the admin sets others). */
export function ScoringSettings({ tournament }: { tournament: Tournament }) {
  const update = useUpdateTournament(toastFailure());
  const [tieBreak, setTieBreak] = useState<TieBreakMethod>(tournament.tieBreak);
  const [texts, setTexts] = useState(() => allowanceTexts(tournament.format, tournament.handicapAllowances));
  const [error, setError] = useState<{ key: AllowanceKey; message: string } | null>(null);

  const save = async (reset = false) => {
    const read = reset
      ? { ok: true as const, allowances: null }
      : (await import('../model/read-allowances')).readAllowances(tournament.format, tournament.handicapAllowances, texts);
    setError(read.ok ? null : read);
    if (!read.ok) return;
    try {
      const saved = await update.mutateAsync({ id: tournament.id, changes: { tieBreak, handicapAllowances: read.allowances } });
      if (reset) setTexts(allowanceTexts(saved.format, saved.handicapAllowances));
      toast({ ...messages.tournament.updated, variant: 'success' });
    } catch {
      // The hook has said why in a toast.
    }
  };

  return (
    <section className={styles.section} aria-label="Scoring">
      <h3 className={styles.heading}>Scoring</h3>
      <div className={styles.field}>
        <label htmlFor="tie-break">Tie-break</label>
        <NativeSelect
          id="tie-break"
          value={tieBreak}
          onChange={setTieBreak}
          options={tieBreakMethods.map((method) => ({ value: method, label: tieBreakLabels[method] }))}
        />
      </div>
      {allowanceKeys(tournament.format).map((key) => (
        <div key={key} className={styles.field}>
          <label htmlFor={`allowance-${key}`}>{allowanceLabels[key]}</label>
          <Input
            id={`allowance-${key}`}
            inputMode="decimal"
            value={texts[key]}
            status={error?.key === key ? 'error' : undefined}
            onChange={(event) => setTexts((current) => ({ ...current, [key]: event.target.value }))}
          />
          {error?.key === key && <span className={styles.error}>{error.message}</span>}
        </div>
      ))}
      <div className={panel.actions}>
        <Button onClick={() => void save(true)} disabled={update.isPending}>
          Use Default Allowances
        </Button>
        <Button type="primary" onClick={() => void save()} disabled={update.isPending}>
          Save Scoring
        </Button>
      </div>
    </section>
  );
}
