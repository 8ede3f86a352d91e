import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import { apiFetch } from '../http/api-fetch';
import { saveAsFile } from '../http/save-as-file';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { tournamentFundraisingPath } from './tournament-fundraising-path';

export const ledgerCsvPath = (tournamentId: string) => tournamentFundraisingPath(tournamentId, 'ledger/csv');

/** The whole ledger as CSV text; fetched rather than linked because the API wants the admin's bearer token. */
export async function downloadLedgerCsv({ tournamentId }: { tournamentId: string }): Promise<string> {
  const response = await apiFetch(ledgerCsvPath(tournamentId), { headers: { Accept: 'text/csv' } });
  return response.text();
}

/** Reads the CSV and hands it to the browser as a file download named after the tournament. */
export function useDownloadLedgerCsv(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: async ({ tournamentId }: { tournamentId: string }) => {
      const csv = await downloadLedgerCsv({ tournamentId });
      saveAsFile(csv, `ledger-${tournamentId}.csv`);
      return csv;
    },
    invalidates: () => [],
    failure: fundraisingMessages.ledgerExportFailed,
    options,
  });
}
