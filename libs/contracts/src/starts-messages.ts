/** Every sentence of the starting positions (shotgun and tee times), once. */
export const startsMessages = {
  holeInvalid: 'Holes are numbered 1 to 18',
  holesRepeated: 'List each hole once',
  timeInvalid: 'Enter a time as HH:MM (24-hour)',
  intervalInvalid: 'The interval must be 5 to 20 minutes',
  groupsPerTimeInvalid: 'Send 1 to 4 groups at each time',
  wavesInvalid: 'Choose one or two waves',
  tooManyTeams: (teams: number, places: number) => `${teams} teams do not fit: this start has places for ${places}`,
  noOpenHole: 'Open at least one hole',
  teamNotInField: 'That team is not in this tournament',
  crowded: (hole: number) => `Hole ${hole} has more than two groups`,
  closedHoleUsed: (hole: number) => `Hole ${hole} is closed but has a group`,
  locked: 'The starting positions are locked: unlock them to change them',
  notPlanned: 'Assign the starting positions first',
} as const;
