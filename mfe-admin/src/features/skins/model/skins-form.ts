import type { SkinsSettingsInput, SkinsSettingsResponse } from '@fairway/contracts/skins';
import { fieldErrors } from '../../../shared/model/field-errors';

export interface SkinsFormValues {
  basis: SkinsSettingsInput['basis'];
  unit: SkinsSettingsInput['unit'];
  carryover: boolean;
  validation: SkinsSettingsInput['validation'];
  entryFee: string;
  donatedPercent: string;
}

export type SkinsFormField = keyof SkinsFormValues;

export const basisOptions: Array<{ value: SkinsSettingsInput['basis']; label: string }> = [
  { value: 'gross', label: 'Gross' },
  { value: 'net', label: 'Net' },
  { value: 'both', label: 'Gross and net (two games)' },
];
export const unitOptions: Array<{ value: SkinsSettingsInput['unit']; label: string }> = [
  { value: 'player', label: 'Per player' },
  { value: 'team', label: 'Per team (best ball)' },
];
export const validationOptions: Array<{ value: SkinsSettingsInput['validation']; label: string }> = [
  { value: 'none', label: 'None' },
  { value: 'par-or-better-next-hole', label: 'Par or better on the next hole' },
];

/** The saved settings, or a usual starting point while skins are not set up. */
export function skinsFormValues(saved: SkinsSettingsResponse | null | undefined): SkinsFormValues {
  return {
    basis: saved?.basis ?? 'gross',
    unit: saved?.unit ?? 'player',
    carryover: saved?.carryover ?? true,
    validation: saved?.validation ?? 'none',
    entryFee: saved ? String(saved.entryFee) : '20',
    donatedPercent: saved ? String(saved.donatedPercent) : '50',
  };
}

const amount = (typed: string) => (typed.trim() === '' ? undefined : Number(typed.trim().replace(/^\$/, '')));

/** Checked with the contract's schema, loaded on the first save (the tab opens without it). */
export async function skinsRequest(values: SkinsFormValues): Promise<{ input: SkinsSettingsInput } | { errors: Partial<Record<SkinsFormField, string>> }> {
  const { skinsSettingsInput } = await import('@fairway/contracts/skins');
  const parsed = skinsSettingsInput.safeParse({ ...values, entryFee: amount(values.entryFee), donatedPercent: amount(values.donatedPercent) });
  if (parsed.success) return { input: parsed.data };
  return { errors: fieldErrors(values, parsed.error.issues) };
}
