import { useCreateTeam } from '@fairway/api-client';
import { limits } from '@fairway/contracts/limits';
import { messages } from '@fairway/contracts/messages';
import { emptyPreRegistrationDraft } from '@fairway/contracts/pre-registration-values';
import { toast } from '@fairway/ui/toast';
import { Button, Empty } from 'antd';
import { useState } from 'react';
import { Input } from '../../../shared/components/antd-parts';
import type { DraftErrors } from '../model/pre-registration';
import { NativeSelect } from '../../../shared/components/native-select';
import panel from '../../../shared/components/panel.module.css';
import styles from './pre-register-tab.module.css';
import { toastFailure } from '../../../shared/model/toast-failure';

interface SlotValues {
  name: string;
  email: string;
  handicap: string;
  position: number;
}
interface Draft {
  key: number;
  teamName: string;
  startingHole: number;
  players: SlotValues[];
}

let nextKey = 1;
function newDraft(): Draft {
  const empty = emptyPreRegistrationDraft();
  return {
    key: nextKey++,
    teamName: '',
    startingHole: empty.startingHole,
    players: empty.players.map((slot) => ({ name: '', email: '', handicap: String(slot.handicap), position: slot.position })),
  };
}
const holeOptions = Array.from({ length: limits.holesPerRound }, (_, index) => ({ value: index + 1, label: `Hole ${index + 1}` }));

/** Foursomes typed in before the day; each draft becomes one POST, stopping at the first the API refuses. */
export function PreRegisterTab({ tournamentId }: { tournamentId: string }) {
  const create = useCreateTeam(tournamentId, toastFailure(messages.preRegistration.failed));
  const [drafts, setDrafts] = useState<Draft[]>(() => [newDraft()]);
  const [errors, setErrors] = useState<DraftErrors[]>([]);
  const change = (key: number, update: (draft: Draft) => Draft) => setDrafts((all) => all.map((draft) => (draft.key === key ? update(draft) : draft)));

  const register = async () => {
    const [{ checkDrafts }, { toCreateTeamInput }] = await Promise.all([import('../model/pre-registration'), import('@fairway/contracts/pre-registration')]);
    const check = checkDrafts(drafts);
    setErrors(check.ok ? [] : check.errors);
    if (!check.ok) return toast({ ...check.toast, variant: 'destructive' });
    let registered = 0;
    try {
      for (const draft of check.drafts) {
        await create.mutateAsync(toCreateTeamInput(draft));
        registered += 1;
      }
      toast({ ...messages.preRegistration.complete(registered), variant: 'success' });
      setDrafts([newDraft()]);
    } catch {
      // The hook has said why in a toast.
      // Drafts already saved leave the list, so trying again cannot register a team twice.
      setDrafts((all) => all.slice(registered));
      setErrors([]);
    }
  };

  return (
    <div className={styles.tab}>
      {drafts.length === 0 && <Empty description="No foursomes drafted." />}
      {drafts.map((draft, index) => (
        <DraftCard
          key={draft.key}
          number={index + 1}
          draft={draft}
          errors={errors[index] ?? {}}
          onChange={(update) => change(draft.key, update)}
          onRemove={() => setDrafts((all) => all.filter((other) => other.key !== draft.key))}
        />
      ))}
      <div className={panel.actions}>
        <Button onClick={() => setDrafts((all) => [...all, newDraft()])}>Add Foursome</Button>
        <Button type="primary" onClick={() => void register()} disabled={create.isPending}>
          {create.isPending ? 'Registering...' : `Register ${drafts.length === 1 ? '1 Team' : `${drafts.length} Teams`}`}
        </Button>
      </div>
    </div>
  );
}

interface DraftCardProps {
  number: number;
  draft: Draft;
  errors: DraftErrors;
  onChange: (update: (draft: Draft) => Draft) => void;
  onRemove: () => void;
}

function DraftCard({ number, draft, errors, onChange, onRemove }: DraftCardProps) {
  const id = `draft-${draft.key}`;
  const setSlot = (position: number, field: keyof SlotValues, value: string) =>
    onChange((current) => ({ ...current, players: current.players.map((slot) => (slot.position === position ? { ...slot, [field]: value } : slot)) }));
  return (
    <section className={panel.itemCard} aria-label={`Foursome ${number}`}>
      <header className={styles.head}>
        <h3 className={styles.title}>Foursome {number}</h3>
        <Button size="small" type="link" danger onClick={onRemove}>
          Remove
        </Button>
      </header>
      <div className={styles.teamRow}>
        <div className={styles.field}>
          <label htmlFor={`${id}-name`}>Team Name</label>
          <Input
            id={`${id}-name`}
            value={draft.teamName}
            status={errors.teamName ? 'error' : undefined}
            onChange={(event) => onChange((current) => ({ ...current, teamName: event.target.value }))}
          />
          {errors.teamName && <span className={styles.error}>{errors.teamName}</span>}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-hole`}>Starting Hole</label>
          <NativeSelect
            id={`${id}-hole`}
            value={draft.startingHole}
            options={holeOptions}
            onChange={(hole) => onChange((current) => ({ ...current, startingHole: hole }))}
          />
        </div>
      </div>
      {errors.players && <p className={styles.error}>{errors.players}</p>}
      <ol className={styles.slots}>
        {draft.players.map((slot, index) => (
          <li key={slot.position} className={styles.slot}>
            <Input
              aria-label={`Player ${slot.position} name`}
              placeholder={`Player ${slot.position}`}
              value={slot.name}
              onChange={(event) => setSlot(slot.position, 'name', event.target.value)}
            />
            <Input
              aria-label={`Player ${slot.position} e-mail`}
              placeholder="E-mail (optional)"
              type="email"
              value={slot.email}
              status={errors[`players.${index}.email`] ? 'error' : undefined}
              onChange={(event) => setSlot(slot.position, 'email', event.target.value)}
            />
            <Input
              aria-label={`Player ${slot.position} handicap`}
              placeholder="HC"
              inputMode="decimal"
              value={slot.handicap}
              status={errors[`players.${index}.handicap`] ? 'error' : undefined}
              onChange={(event) => setSlot(slot.position, 'handicap', event.target.value)}
            />
            {(errors[`players.${index}.email`] ?? errors[`players.${index}.handicap`]) && (
              <span className={styles.error}>{errors[`players.${index}.email`] ?? errors[`players.${index}.handicap`]}</span>
            )}
          </li>
        ))}
      </ol>
      <p className={panel.muted}>{messages.player.handicapHint(limits.handicapIndex)} Players without a name are left out.</p>
    </section>
  );
}
