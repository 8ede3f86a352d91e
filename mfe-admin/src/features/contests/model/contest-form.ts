import {
  type Contest,
  type ContestCompetitor,
  type ContestInput,
  contestInput,
  type ContestKind,
  contestKindLabels,
  contestKinds,
} from '@fairway/contracts/contest';
import { fieldErrors } from '../../../shared/model/field-errors';

/** What the contest form holds: numbers as typed, divisions as one comma-separated line. */
export interface ContestFormValues {
  kind: ContestKind;
  hole: string;
  divisions: string;
  competitor: ContestCompetitor;
  sponsorName: string;
  prize: string;
  minYardage: string;
  playerEntriesAllowed: boolean;
  measured: boolean;
}

export type ContestFormField = keyof ContestFormValues;

export const contestKindOptions = contestKinds.map((kind) => ({ value: kind, label: contestKindLabels[kind] }));
export const competitorOptions: Array<{ value: ContestCompetitor; label: string }> = [
  { value: 'individual', label: 'Individual' },
  { value: 'team', label: 'Team' },
];

export function contestFormValues(contest?: Contest): ContestFormValues {
  return {
    kind: contest?.kind ?? 'closest-to-pin',
    hole: contest ? String(contest.hole) : '',
    divisions: contest ? contest.divisions.join(', ') : 'Open',
    competitor: contest?.competitor ?? 'individual',
    sponsorName: contest?.sponsorName ?? '',
    prize: contest?.prize ?? '',
    minYardage: contest?.minYardage == null ? '' : String(contest.minYardage),
    playerEntriesAllowed: contest?.playerEntriesAllowed ?? false,
    measured: contest?.measured ?? true,
  };
}

const numberOrText = (value: string) => (value.trim() === '' ? undefined : Number(value.trim()));

/** The request the form's values make, or each field's first problem (named as the form names it). */
export function contestRequest(values: ContestFormValues): { input: ContestInput } | { errors: Partial<Record<ContestFormField, string>> } {
  const parsed = contestInput.safeParse({
    kind: values.kind,
    hole: numberOrText(values.hole),
    divisions: values.divisions
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== ''),
    competitor: values.competitor,
    sponsorName: values.sponsorName,
    prize: values.prize,
    minYardage: values.kind === 'hole-in-one' ? numberOrText(values.minYardage) : null,
    playerEntriesAllowed: values.playerEntriesAllowed,
    measured: values.measured,
  });
  if (parsed.success) return { input: parsed.data };
  return { errors: fieldErrors(values, parsed.error.issues) };
}
