import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import type { Sponsor } from '@fairway/contracts/sponsor';
import { apiJson, trusted } from '../http/api-json';
import { queryKeys } from '../query/query-keys';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { sponsorsPath } from './get-sponsors';

export interface UploadSponsorLogoVariables {
  tournamentId: string;
  sponsorId: string;
  /** A PNG, JPEG or WebP image; sent as the request body with its own content type. */
  logo: Blob;
}

export function uploadSponsorLogo({ tournamentId, sponsorId, logo }: UploadSponsorLogoVariables): Promise<Sponsor> {
  return apiJson(`${sponsorsPath(tournamentId)}/${encodeURIComponent(sponsorId)}/logo`, trusted<Sponsor>(), {
    method: 'PUT',
    body: logo,
    headers: { 'Content-Type': logo.type || 'application/octet-stream' },
  });
}

export function useUploadSponsorLogo(options?: WriteOptions) {
  return useApiMutation({
    mutationFn: uploadSponsorLogo,
    invalidates: ({ tournamentId }: UploadSponsorLogoVariables) => [
      queryKeys.fundraising(tournamentId, 'sponsors'),
      queryKeys.fundraising(tournamentId, 'hole-sponsors'),
    ],
    failure: fundraisingMessages.logoUploadFailed,
    options,
  });
}
