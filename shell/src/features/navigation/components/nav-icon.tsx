import { LineIcon } from '@fairway/ui';

export type NavIconName = 'trophy' | 'scorecard' | 'leaderboard';

// Hand-drawn 24px outline icons: three glyphs do not justify shipping an icon library in the shell.
const paths: Record<NavIconName, string> = {
  trophy: 'M8 4h8v5a4 4 0 0 1-8 0V4Zm0 2H5v1.5A3.5 3.5 0 0 0 8.5 11M16 6h3v1.5a3.5 3.5 0 0 1-3.5 3.5M12 13v4m-3.5 3h7m-6-3h5',
  scorecard: 'M7 3h10a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Zm2 5h6m-6 4h6m-6 4h3',
  leaderboard: 'M4 20h16M6 20V12h3v8m3 0V6h3v14m3 0v-5h3v5',
};

export function NavIcon({ name }: { name: NavIconName }) {
  return <LineIcon d={paths[name]} size={22} />;
}
