import { limits } from '@fairway/contracts/limits';
import type { StartsPlanRequest } from '@fairway/contracts/starts';
import { Button } from 'antd';
import { useState } from 'react';
import { CheckBox } from '../../../shared/components/check-box';
import { FormField } from '../../../shared/components/form-field';
import { Input } from '../../../shared/components/antd-parts';
import { NativeSelect } from '../../../shared/components/native-select';
import { PillChoices } from '../../../shared/components/pill-choices';
import { type PlanForm, planRequest, toggleHole } from '../model/plan-form';
import styles from './starts.module.css';

const startModes = [
  { value: 'shotgun', label: 'Shotgun' },
  { value: 'tee-times', label: 'Tee times' },
] as const;

const holes = Array.from({ length: limits.holesPerRound }, (_, index) => index + 1);
const intervals = Array.from({ length: 16 }, (_, index) => ({ value: index + 5, label: `${index + 5} minutes` }));
const groupCounts = [1, 2, 3, 4].map((count) => ({ value: count, label: count === 1 ? '1 group' : `${count} groups` }));
const waveCounts = [
  { value: 1 as const, label: 'One wave' },
  { value: 2 as const, label: 'Two waves' },
];

interface PlanFormProps {
  initial: PlanForm;
  /** Locked starts take no new plan. */
  disabled: boolean;
  busy: boolean;
  onAssign: (plan: StartsPlanRequest) => void;
}

/** How the field starts (a shotgun or tee times, with their options), then Assign places every team anew. */
export function StartsPlanForm({ initial, disabled, busy, onAssign }: PlanFormProps) {
  const [form, setForm] = useState(initial);
  const change = (patch: Partial<PlanForm>) => setForm((current) => ({ ...current, ...patch }));
  return (
    <form
      aria-label="Starting plan"
      className={styles.planForm}
      onSubmit={(event) => {
        event.preventDefault();
        onAssign(planRequest(form));
      }}
    >
      <PillChoices legend="Start" name="mode" options={startModes} value={form.mode} onChange={(mode) => change({ mode })} disabled={disabled} />
      {form.mode === 'shotgun' ? (
        <ShotgunFields form={form} change={change} disabled={disabled} />
      ) : (
        <TeeTimeFields form={form} change={change} disabled={disabled} />
      )}
      <div className={styles.assignRow}>
        <p className={styles.hint}>Assign places every team anew, in the order they registered.</p>
        <Button type="primary" htmlType="submit" disabled={disabled} loading={busy}>
          Assign
        </Button>
      </div>
    </form>
  );
}

interface FieldsProps {
  form: PlanForm;
  change: (patch: Partial<PlanForm>) => void;
  disabled: boolean;
}

function ShotgunFields({ form, change, disabled }: FieldsProps) {
  const horn = (wave: 0 | 1, time: string) => change({ hornTimes: wave === 0 ? [time, form.hornTimes[1]] : [form.hornTimes[0], time] });
  return (
    <>
      <fieldset className={styles.closedHoles} disabled={disabled}>
        <legend className={styles.legend}>Closed holes (they take no group)</legend>
        {holes.map((hole) => (
          <label key={hole} className={styles.holeToggle}>
            <input
              type="checkbox"
              aria-label={`Close hole ${hole}`}
              checked={form.closedHoles.includes(hole)}
              onChange={() => change({ closedHoles: toggleHole(form.closedHoles, hole) })}
            />
            <span aria-hidden="true">{hole}</span>
          </label>
        ))}
      </fieldset>
      <div className={styles.options}>
        <FormField label="Waves">
          {(control) => <NativeSelect {...control} disabled={disabled} value={form.waves} options={waveCounts} onChange={(waves) => change({ waves })} />}
        </FormField>
        <FormField label={form.waves === 2 ? 'Horn, wave 1' : 'Horn'} hint="Optional">
          {(control) => <Input {...control} type="time" disabled={disabled} value={form.hornTimes[0]} onChange={(event) => horn(0, event.target.value)} />}
        </FormField>
        {form.waves === 2 && (
          <FormField label="Horn, wave 2" hint="Optional">
            {(control) => <Input {...control} type="time" disabled={disabled} value={form.hornTimes[1]} onChange={(event) => horn(1, event.target.value)} />}
          </FormField>
        )}
      </div>
      <CheckBox checked={form.reverse} disabled={disabled} onChange={(reverse) => change({ reverse })}>
        Reverse: the first teams start on the highest holes
      </CheckBox>
    </>
  );
}

function TeeTimeFields({ form, change, disabled }: FieldsProps) {
  return (
    <>
      <div className={styles.options}>
        <FormField label="First time">
          {(control) => (
            <Input
              {...control}
              type="time"
              required
              disabled={disabled}
              value={form.firstTime}
              onChange={(event) => change({ firstTime: event.target.value })}
            />
          )}
        </FormField>
        <FormField label="Interval">
          {(control) => (
            <NativeSelect
              {...control}
              disabled={disabled}
              value={form.intervalMinutes}
              options={intervals}
              onChange={(intervalMinutes) => change({ intervalMinutes })}
            />
          )}
        </FormField>
        <FormField label="Groups per time">
          {(control) => (
            <NativeSelect
              {...control}
              disabled={disabled}
              value={form.groupsPerTime}
              options={groupCounts}
              onChange={(groupsPerTime) => change({ groupsPerTime })}
            />
          )}
        </FormField>
      </div>
      <CheckBox checked={form.splitTee} disabled={disabled} onChange={(splitTee) => change({ splitTee })}>
        Split tee: groups go off holes 1 and 10
      </CheckBox>
    </>
  );
}
