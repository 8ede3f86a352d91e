import type { LedgerEntry } from '@fairway/contracts/ledger';
import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import { apiJson, trusted } from '../http/api-json';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { moneyChanged } from './money-changed';
import { tournamentCharityPath } from './tournament-charity-path';

export interface VoidLedgerEntryVariables {
  tournamentId: string;
  entryId: string;
  reason: string;
}

/** Cancels an entry (it stays in the ledger, marked void, with the reason); corrections are never edits. */
export function voidLedgerEntry({ tournamentId, entryId, reason }: VoidLedgerEntryVariables): Promise<LedgerEntry> {
  return apiJson(tournamentCharityPath(tournamentId, `ledger/${encodeURIComponent(entryId)}/void`), trusted<LedgerEntry>(), {
    method: 'POST',
    json: { reason },
  });
}

export function useVoidLedgerEntry(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: voidLedgerEntry,
    invalidates: ({ tournamentId }: VoidLedgerEntryVariables) => moneyChanged(tournamentId),
    failure: fundraisingMessages.entryVoidFailed,
    options,
  });
}
