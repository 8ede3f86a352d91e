import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import { type CreateLedgerEntryRequest, createLedgerEntryInput } from '@fairway/contracts/ledger';
import type { RecordMoneyErrors, RecordMoneyForm } from './record-money';
import { fieldErrors } from '../../../shared/model/field-errors';

// Loaded when the form is first submitted: the ledger's schemas stay out of the dialog's first load.

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
  const errors: RecordMoneyErrors = fieldErrors(form, parsed.error.issues);
  // The contract checks the name only once every field parses: say it with the others.
  if (!form.anonymous && !form.donorName.trim()) errors.donorName ??= fundraisingMessages.donorNameRequired;
  return { errors };
}
