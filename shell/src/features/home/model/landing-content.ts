import type { FeatureIconName } from '../components/feature-icon';

export const howItWorks = [
  { title: 'Create the tournament', text: 'Pick the course, the format and the charity goal. It takes five minutes.' },
  { title: 'Players score on their phones', text: 'Each foursome keeps one scorecard, even with patchy signal on the back nine.' },
  { title: 'Watch the total climb', text: 'The leaderboard and the fundraising total update live in the clubhouse.' },
];

export const featureBlocks: Array<{ icon: FeatureIconName; title: string; text: string }> = [
  { icon: 'scoring', title: 'Real-time scoring', text: 'Hole-by-hole entry on any phone, with handicap strokes applied and the best ball marked for you.' },
  { icon: 'leaderboard', title: 'Live leaderboards', text: 'Positions, holes played and totals for every team, on phones and on the clubhouse TV.' },
  { icon: 'charity', title: 'Charity fundraising', text: 'A goal, a progress bar and a PayPal donate button, so every round ends with a bigger cheque.' },
  { icon: 'team', title: 'Team management', text: 'Foursome registration with invite codes, pre-registration for sponsors and quick check-in at the desk.' },
  { icon: 'formats', title: 'Tournament formats', text: 'Stroke play, best ball, scramble and match play, scored the way the Rules of Golf say.' },
];

export const testimonial = {
  quote:
    'We raised $48,000 for the children’s hospital and nobody had to add up a single paper scorecard. The leaderboard on the clubhouse TV had everyone cheering.',
  name: 'Dana Whitfield',
  role: 'Tournament Director, Lakeside Charity Open',
};

export const setupStats = [
  { value: '5 min', label: 'to set up a tournament' },
  { value: '$0', label: 'free forever for charity events' },
  { value: '4', label: 'formats: stroke play, best ball, scramble, match play' },
  { value: '144', label: 'players scored live in one shotgun start' },
];
