import type { LedgerEntry, PaymentMethod } from '@fairway/contracts/ledger';
import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import { apiJson, trusted } from '../http/api-json';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { fundraisingChanged } from './fundraising-changed';
import { tournamentFundraisingPath } from './tournament-fundraising-path';

export interface ReceiveLedgerEntryVariables {
  tournamentId: string;
  entryId: string;
  /** How the money finally came; the pledged method when not given. */
  method?: PaymentMethod;
}

/** A pledged entry whose money has arrived: from now on it counts in the raised total. */
export function receiveLedgerEntry({ tournamentId, entryId, method }: ReceiveLedgerEntryVariables): Promise<LedgerEntry> {
  return apiJson(tournamentFundraisingPath(tournamentId, `ledger/${encodeURIComponent(entryId)}/receive`), trusted<LedgerEntry>(), {
    method: 'POST',
    json: method ? { method } : {},
  });
}

export function useReceiveLedgerEntry(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: receiveLedgerEntry,
    invalidates: ({ tournamentId }: ReceiveLedgerEntryVariables) => fundraisingChanged(tournamentId),
    failure: fundraisingMessages.entryReceiveFailed,
    options,
  });
}
