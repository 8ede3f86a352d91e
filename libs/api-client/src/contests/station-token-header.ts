/** The contracts' stationTokenHeader, written out: a value import from the contest schema would bring zod along. */
export const stationTokenHeader = 'x-station-token';

const memberPrefix = 'member:';

/**
 * A station opened by a signed-in contest volunteer (their own account, no link token): its view and its
 * outbox are kept under this key, and its requests carry the sign-in instead of a token.
 */
export const memberStationKey = (contestId: string) => `${memberPrefix}${contestId}`;

/** The contest a member station's key is for; null for a link token. */
export const memberStationContest = (key: string): string | null => (key.startsWith(memberPrefix) ? key.slice(memberPrefix.length) : null);

/** What a station's request carries: its link token, or nothing more than the volunteer's sign-in. */
export const stationHeaders = (key: string): Record<string, string> => (memberStationContest(key) ? {} : { [stationTokenHeader]: key });
