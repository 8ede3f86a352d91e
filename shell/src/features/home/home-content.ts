import type { FeatureIconName } from './feature-icon';

export const howItWorks = [
  { title: 'Register your foursome', text: 'Create a team, share the invite code, pick a starting hole.' },
  { title: 'Score every hole', text: 'Each group keeps one scorecard on a phone, even with patchy signal.' },
  { title: 'Watch it climb', text: 'The leaderboard and the charity total update live in the clubhouse.' },
];

export const featureHighlights: Array<{ icon: FeatureIconName; title: string; text: string }> = [
  { icon: 'scoring', title: 'Real-time scoring', text: 'Best ball, scramble or stroke play, with handicap strokes applied hole by hole.' },
  { icon: 'leaderboard', title: 'Live leaderboards', text: 'Positions, holes played and totals for every team, on phones and the clubhouse TV.' },
  { icon: 'charity', title: 'Charity fundraising', text: 'A goal, a progress bar and a donate button, so every round ends with a cheque.' },
];
