import { LineIcon } from '@fairway/ui';

export type FeatureIconName = 'scoring' | 'leaderboard' | 'charity' | 'team' | 'formats';

const paths: Record<FeatureIconName, string> = {
  scoring: 'M7 3h10a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Zm2 5h6m-6 4h6m-6 4h3',
  leaderboard: 'M4 20h16M6 20V12h3v8m3 0V6h3v14m3 0v-5h3v5',
  charity: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z',
  team: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm-6 9c0-3.3 2.7-5 6-5s6 1.7 6 5m1-9a3 3 0 1 0-1.8-5.4M17 15c2.4.4 4 1.9 4 5',
  formats: 'M6 21V4m0 0 11 4-11 4m3 9h10',
};

export function FeatureIcon({ name }: { name: FeatureIconName }) {
  return <LineIcon d={paths[name]} size={24} />;
}
