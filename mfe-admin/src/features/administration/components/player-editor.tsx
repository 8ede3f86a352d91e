import { Button } from 'antd';
import { useState } from 'react';
import { limits } from '@fairway/contracts/limits';
import { messages } from '@fairway/contracts/messages';
import type { PlayerInput } from '@fairway/contracts/player';
import { Input } from '../../../shared/components/antd-parts';
import type { PlayerEditorValues } from '../model/player-editor';
import { NativeSelect } from '../../../shared/components/native-select';
import styles from './teams-tab.module.css';

interface PlayerEditorProps {
  initial: PlayerEditorValues;
  positions: number[];
  submitLabel: string;
  /** Resolves to whether the player was saved; the editor closes when it was. */
  onSubmit: (player: PlayerInput) => Promise<boolean>;
  onCancel: () => void;
  /** The save is under way. */
  pending: boolean;
}

/** Name, e-mail, handicap and position of one player, checked against the API's contract before sending. */
export function PlayerEditor({ initial, positions, submitLabel, onSubmit, onCancel, pending }: PlayerEditorProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof PlayerEditorValues, string>>>({});
  const set = (field: keyof PlayerEditorValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async () => {
    const { readPlayerEditor } = await import('../model/read-player-editor');
    const result = readPlayerEditor(values);
    setErrors(result.ok ? {} : result.errors);
    if (!result.ok) return;
    if (await onSubmit(result.player)) onCancel();
  };
  const problem = errors.name ?? errors.email ?? errors.handicap ?? errors.position;

  return (
    <div className={styles.editor} role="group" aria-label={submitLabel}>
      <Input aria-label="Player name" placeholder="Name" value={values.name} status={errors.name ? 'error' : undefined} onChange={set('name')} />
      <Input
        aria-label="Player e-mail"
        placeholder="E-mail (optional)"
        type="email"
        value={values.email}
        status={errors.email ? 'error' : undefined}
        onChange={set('email')}
      />
      <Input
        aria-label="Player handicap"
        placeholder="HC"
        inputMode="decimal"
        value={values.handicap}
        status={errors.handicap ? 'error' : undefined}
        onChange={set('handicap')}
      />
      <NativeSelect
        aria-label="Player position"
        value={values.position}
        options={positions.map((position) => ({ value: position, label: `#${position}` }))}
        onChange={(position) => setValues((current) => ({ ...current, position }))}
      />
      {problem && <p className={styles.error}>{problem}</p>}
      <p className={styles.hint}>
        {messages.player.handicapHint(limits.handicapIndex)} Position 1-{limits.maxPlayersPerTeam}.
      </p>
      <div className={styles.editorActions}>
        <Button size="small" onClick={onCancel}>
          Cancel
        </Button>
        <Button size="small" type="primary" onClick={() => void submit()} disabled={pending}>
          {submitLabel}
        </Button>
      </div>
    </div>
  );
}
