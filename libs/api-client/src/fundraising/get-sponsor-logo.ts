import { queryOptions, useQueries } from '@tanstack/react-query';
import { apiFetch } from '../http/api-fetch';

const day = 24 * 60 * 60_000;

/** Under `/api/tournaments` so that a page keeping its tournament reads on the phone keeps the logos too. */
export const sponsorLogoKey = (logoUrl: string) => ['/api/tournaments/sponsor-logo', logoUrl] as const;

const isOurs = (logoUrl: string) => logoUrl.startsWith('/api/');

function asDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the logo'));
    reader.readAsDataURL(blob);
  });
}

/**
 * A logo uploaded to our API, as a data: URL: kept in the query cache (and with it on the phone), it still
 * shows without signal. A logo linked from another site is shown from there and not kept.
 */
export async function getSponsorLogo(logoUrl: string): Promise<string> {
  if (!isOurs(logoUrl)) return logoUrl;
  const response = await apiFetch(logoUrl, { headers: { Accept: 'image/png, image/jpeg, image/webp' } });
  return asDataUrl(await response.blob());
}

export function sponsorLogoQueryOptions(logoUrl: string) {
  return queryOptions({ queryKey: sponsorLogoKey(logoUrl), queryFn: () => getSponsorLogo(logoUrl), staleTime: day, gcTime: day });
}

/** The logos, in the order asked (undefined until one has loaded); every one is fetched at once, for later holes. */
export function useSponsorLogos(logoUrls: readonly string[]): Array<string | undefined> {
  return useQueries({ queries: logoUrls.map(sponsorLogoQueryOptions) }).map((query) => query.data);
}
