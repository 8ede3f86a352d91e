import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import { type CreateLedgerEntryRequest, createLedgerEntryInput, type LedgerKind, type PaymentMethod } from '@fairway/contracts/ledger';

/** What the organiser typed into "Record money", as typed. */
export interface RecordMoneyForm {
  kind: LedgerKind;
  amount: string;
  donorName: string;
  anonymous: boolean;
  contactEmail: string;
  method: PaymentMethod;
  privateNote: string;
  teamId: string;
}

export const emptyRecordMoneyForm: RecordMoneyForm = {
  kind: 'donation',
  amount: '',
  donorName: '',
  anonymous: false,
  contactEmail: '',
  method: 'cash',
  privateNote: '',
  teamId: '',
};

export type RecordMoneyErrors = Partial<Record<keyof RecordMoneyForm, string>>;

/** The request for the form, or the first problem of each field (the contract's own messages). */
export function recordMoneyRequest(form: RecordMoneyForm): { request: CreateLedgerEntryRequest } | { errors: RecordMoneyErrors } {
  const request: CreateLedgerEntryRequest = {
    kind: form.kind,
    amount: form.amount.trim(),
    donorName: form.anonymous ? null : form.donorName,
    anonymous: form.anonymous,
    contactEmail: form.contactEmail.trim() || null,
    method: form.method,
    privateNote: form.privateNote,
    teamId: form.teamId || null,
    state: 'received',
  };
  const parsed = createLedgerEntryInput.safeParse(request);
  if (parsed.success) return { request };
  const errors: RecordMoneyErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof RecordMoneyForm | undefined;
    if (field && field in form && !errors[field]) errors[field] = issue.message;
  }
  // The contract checks the name only once every field parses: say it with the others.
  if (!form.anonymous && !form.donorName.trim()) errors.donorName ??= fundraisingMessages.donorNameRequired;
  return { errors };
}
