import { federatedComponent } from './federation';

const area = 'Leaderboard';

export const LeaderboardPage = federatedComponent('leaderboard', 'LeaderboardPage', { area });
export const TvPage = federatedComponent('leaderboard', 'TvPage', { area });
export const DonatePage = federatedComponent('leaderboard', 'DonatePage', { area: 'Donations' });
