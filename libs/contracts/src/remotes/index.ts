export * from './admin.props';
export * from './assistant.props';
export * from './leaderboard.props';
export * from './remote-modules';
export * from './remote-names';
export * from './scoring.props';
export * from './page-paths';
export * from './page-props';
