import { closeOutMessages } from '@fairway/contracts/close-out-messages';
import { tournamentFundraisingPath } from '../fundraising/tournament-fundraising-path';
import { apiFetch } from '../http/api-fetch';
import { saveAsFile } from '../http/save-as-file';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';

export const closeOutCsvPath = (tournamentId: string) => tournamentFundraisingPath(tournamentId, 'close-out.csv');

/** The close-out as CSV text; fetched rather than linked because the API wants the caller's bearer token. */
export async function downloadCloseOutCsv({ tournamentId }: { tournamentId: string }): Promise<string> {
  const response = await apiFetch(closeOutCsvPath(tournamentId), { headers: { Accept: 'text/csv' } });
  return response.text();
}

/** Reads the CSV and hands it to the browser as a file download. */
export function useDownloadCloseOutCsv(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: async ({ tournamentId }: { tournamentId: string }) => {
      const csv = await downloadCloseOutCsv({ tournamentId });
      saveAsFile(csv, `close-out-${tournamentId}.csv`);
      return csv;
    },
    invalidates: () => [],
    failure: closeOutMessages.exportFailed,
    options,
  });
}
