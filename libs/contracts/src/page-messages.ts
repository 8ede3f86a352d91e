// What a page says instead of its content (not found, nothing today, no teams yet), apart from the rest of
// `messages` so the lightest pages (the scorecard, the TV) can say it without loading every text of the product.
export const pageMessages = {
  tournamentNotFound: 'Tournament Not Found',
  connectionError: 'Connection Error',
  noActiveTournament: 'No Active Tournament',
  notFound: '404 Page Not Found',
  noTeamsStarted: 'No teams have started yet',
  noTournamentsToday: 'No Tournaments Today',
  noTeamsRegistered: 'No Teams Registered',
  /** The admin's team lists before the first team. */
  noTeamsYet: 'No teams registered yet.',
  noTournamentsYet: 'No Tournaments Yet',
  loadingTeam: 'Loading Team',
} as const;
