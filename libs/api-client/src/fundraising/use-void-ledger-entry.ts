import type { LedgerEntry } from '@fairway/contracts/ledger';
import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import { apiJson, trusted } from '../http/api-json';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { fundraisingChanged } from './fundraising-changed';
import { tournamentFundraisingPath } from './tournament-fundraising-path';

export interface VoidLedgerEntryVariables {
  tournamentId: string;
  entryId: string;
  reason: string;
}

/** Cancels an entry (it stays in the ledger, marked void, with the reason); corrections are never edits. */
export function voidLedgerEntry({ tournamentId, entryId, reason }: VoidLedgerEntryVariables): Promise<LedgerEntry> {
  return apiJson(tournamentFundraisingPath(tournamentId, `ledger/${encodeURIComponent(entryId)}/void`), trusted<LedgerEntry>(), {
    method: 'POST',
    json: { reason },
  });
}

export function useVoidLedgerEntry(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: voidLedgerEntry,
    invalidates: ({ tournamentId }: VoidLedgerEntryVariables) => fundraisingChanged(tournamentId),
    failure: fundraisingMessages.entryVoidFailed,
    options,
  });
}
