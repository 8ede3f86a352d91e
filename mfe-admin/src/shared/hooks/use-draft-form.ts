import { toast } from '@fairway/ui/toast';
import { useState } from 'react';
import type { FieldErrors } from '../model/field-errors';

export type { FieldErrors } from '../model/field-errors';

/**
 * A form's typed values and what its check found wrong. `send` takes the check's outcome: it shows the errors
 * beside the fields, or clears them and hands the request on; `saved` says so in a toast and empties the form (`reset` empties it without a word).
 */
export function useDraftForm<F extends object>(empty: F) {
  const [form, setForm] = useState<F>(empty);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const set = <K extends keyof F>(key: K, value: F[K]) => setForm((current) => ({ ...current, [key]: value }));
  const send = <R>(outcome: { request: R } | { errors: FieldErrors<F> }, sendRequest: (request: R) => void) => {
    if ('errors' in outcome) return setErrors(outcome.errors);
    setErrors({});
    sendRequest(outcome.request);
  };
  const reset = () => {
    setForm(empty);
    setErrors({});
  };
  const saved = (title: string) => {
    toast({ title, variant: 'success' });
    reset();
  };
  return { form, errors, set, send, saved, reset };
}
