// Texts of the home page; the titles are the ones players and the browser tests know, word for word.
export const homeText = {
  loadFailed: "No signal, trying again: today's tournaments show as soon as the phone reaches the server.",
  retry: 'Retry',
  chooser: {
    title: 'Multiple Active Tournaments Today',
    subtitle: 'Several tournaments are being played today. Pick yours to join, score and follow it.',
    active: 'Active',
    view: 'View Tournament',
  },
  back: 'Back to Tournament Selection',
  landing: {
    create: 'Create Your First Tournament',
    learnMore: 'Learn More',
  },
  tournament: {
    adminBadge: 'You are the tournament admin',
    joinTitle: 'Join Tournament',
    joinLead: 'Playing today? Pick your team to keep score, or register a new foursome.',
    enterScorecard: 'Enter Scorecard',
    registerFoursome: 'Register Foursome',
    tvLeaderboard: 'TV Leaderboard',
    copyLink: 'Copy QR Link',
    linkCopied: 'Link copied!',
    copyFailed: 'Could not copy. Share this link instead:',
    aboutTitle: 'About This Tournament',
    qrTitle: 'Scan to Score',
    qrCaption: 'Point a phone camera here to pick your team and open its scorecard.',
    qrLabel: (name: string) => `QR code: open the team selection of ${name}`,
  },
} as const;
