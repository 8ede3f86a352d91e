import type { CreateLedgerEntryRequest, LedgerEntry } from '@fairway/contracts/ledger';
import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import { apiJson, trusted } from '../http/api-json';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { ledgerPath } from './get-ledger';
import { fundraisingChanged } from './fundraising-changed';

export interface RecordLedgerEntryVariables {
  tournamentId: string;
  entry: CreateLedgerEntryRequest;
  /** The same key for a retry of the same submission (see newIdempotencyKey), a new one for the next entry. */
  idempotencyKey: string;
}

/** Money taken at the desk (or promised), recorded by the tournament admin. */
export function recordLedgerEntry({ tournamentId, entry, idempotencyKey }: RecordLedgerEntryVariables): Promise<LedgerEntry> {
  return apiJson(ledgerPath(tournamentId), trusted<LedgerEntry>(), { method: 'POST', json: entry, headers: { 'Idempotency-Key': idempotencyKey } });
}

export function useRecordLedgerEntry(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: recordLedgerEntry,
    invalidates: ({ tournamentId }: RecordLedgerEntryVariables) => fundraisingChanged(tournamentId),
    failure: fundraisingMessages.entryRecordFailed,
    options,
  });
}
