import type { NavIconName } from '../components/nav-icon';

export interface NavItem {
  to: string;
  label: string;
  icon: NavIconName;
}

export const navItems: NavItem[] = [
  { to: '/tournaments', label: 'Tournaments', icon: 'trophy' },
  { to: '/scorecard', label: 'Scorecard', icon: 'scorecard' },
  { to: '/leaderboard', label: 'Leaderboard', icon: 'leaderboard' },
];
