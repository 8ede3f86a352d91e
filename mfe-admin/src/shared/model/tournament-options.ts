import type { Tournament } from '@fairway/contracts/tournament';

export const formatOptions: Array<{ value: Tournament['format']; label: string }> = [
  { value: 'best-ball', label: 'Best Ball' },
  { value: 'scramble', label: 'Scramble' },
  { value: 'stroke-play', label: 'Stroke Play' },
  { value: 'match-play', label: 'Match Play' },
];

export const statusOptions: Array<{ value: Tournament['status']; label: string }> = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'active', label: 'Active' },
  { value: 'completed', label: 'Completed' },
];

// The browser's list of IANA zones leaves out UTC, the zone of a tournament whose course has no location.
export const timeZoneOptions = ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')].map((zone) => ({
  value: zone,
  label: zone.replaceAll('_', ' '),
}));

export const labelOf = (options: ReadonlyArray<{ value: string; label: string }>, value: string) =>
  options.find((option) => option.value === value)?.label ?? value;
