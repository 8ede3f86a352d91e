import { type ReminderSettingsInput, type ReminderState, reminderSettingsInput } from '@fairway/contracts/field-message';
import { type FieldErrors, fieldErrors } from '../../../shared/model/field-errors';
import { whenText } from './message-text';

export interface ReminderForm {
  enabled: boolean;
  daysBefore: string;
  sendAt: string;
}

export const reminderFormOf = (state: ReminderState | undefined): ReminderForm => ({
  enabled: state?.enabled ?? false,
  daysBefore: String(state?.daysBefore ?? 2),
  sendAt: state?.sendAt ?? '09:00',
});

/** The reminder's settings, or the contract's messages beside the fields. */
export function reminderRequest(form: ReminderForm): { request: ReminderSettingsInput } | { errors: FieldErrors<ReminderForm> } {
  const days = form.daysBefore.trim() === '' ? Number.NaN : Number(form.daysBefore);
  const parsed = reminderSettingsInput.safeParse({ enabled: form.enabled, daysBefore: days, sendAt: form.sendAt });
  return parsed.success ? { request: parsed.data } : { errors: fieldErrors(form, parsed.error.issues) };
}

/** Where the reminder is: sent, due, or off. */
export function reminderStatus(state: ReminderState): string {
  if (state.sentAt) return `Sent ${whenText(state.sentAt)}`;
  if (!state.enabled) return 'Off: no reminder goes out by itself';
  return state.dueAt ? `Due ${whenText(state.dueAt)}` : 'On';
}
