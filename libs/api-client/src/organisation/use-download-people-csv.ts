import { organisationMessages } from '@fairway/contracts/organisation-messages';
import { apiFetch } from '../http/api-fetch';
import { saveAsFile } from '../http/save-as-file';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { organisationPath } from './organisation-path';

export const peopleCsvPath = (organisationId: string) => organisationPath(organisationId, 'people.csv');

/** The people as CSV text; fetched rather than linked because the API wants the member's bearer token. */
export async function downloadPeopleCsv({ organisationId }: { organisationId: string }): Promise<string> {
  const response = await apiFetch(peopleCsvPath(organisationId), { headers: { Accept: 'text/csv' } });
  return response.text();
}

export function useDownloadPeopleCsv(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: async ({ organisationId }: { organisationId: string }) => {
      const csv = await downloadPeopleCsv({ organisationId });
      saveAsFile(csv, `people-${organisationId}.csv`);
      return csv;
    },
    invalidates: () => [],
    failure: organisationMessages.peopleCsvFailed,
    options,
  });
}
