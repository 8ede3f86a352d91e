/** The contracts' stationTokenHeader, written out: a value import from the contest schema would bring zod along. */
export const stationTokenHeader = 'x-station-token';
