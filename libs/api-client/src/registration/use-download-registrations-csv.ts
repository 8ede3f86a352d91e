import { registrationMessages } from '@fairway/contracts/registration-messages';
import { apiFetch } from '../http/api-fetch';
import { saveAsFile } from '../http/save-as-file';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { tournamentRegistrationPath } from './registration-path';

export const registrationsCsvPath = (tournamentId: string) => tournamentRegistrationPath(tournamentId, 'registrations/csv');

/** Every registration as CSV text; fetched rather than linked because the API wants the admin's bearer token. */
export async function downloadRegistrationsCsv({ tournamentId }: { tournamentId: string }): Promise<string> {
  const response = await apiFetch(registrationsCsvPath(tournamentId), { headers: { Accept: 'text/csv' } });
  return response.text();
}

export function useDownloadRegistrationsCsv(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: async ({ tournamentId }: { tournamentId: string }) => {
      const csv = await downloadRegistrationsCsv({ tournamentId });
      saveAsFile(csv, `registrations-${tournamentId}.csv`);
      return csv;
    },
    invalidates: () => [],
    failure: registrationMessages.registrationsFetchFailed,
    options,
  });
}
