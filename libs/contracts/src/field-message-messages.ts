/** Every sentence of the players' messages (to the field, the reminder, the results), once. */
export const fieldMessageMessages = {
  subjectRequired: 'Enter a subject',
  subjectTooLong: 'Keep the subject to 120 characters',
  bodyRequired: 'Write the message',
  bodyTooLong: 'Keep the message to 2,000 characters',
  audienceInvalid: 'Choose who gets the message: all players, one team or the unpaid',
  teamNotInField: 'That team is not in this tournament',
  noRecipients: 'Nobody in that audience has an e-mail address',
  tooManyPerHour: (limit: number) => `At most ${limit} messages to the field an hour: wait a little before sending another`,
  tooManyPerDay: (limit: number) => `At most ${limit} messages to the field a day`,
  daysBeforeInvalid: 'Send the reminder 1 to 14 days before the event',
  reminderTimeInvalid: 'Enter a time as HH:MM (24-hour)',
  reminderAlreadySent: 'The reminder has already been sent to everyone in the field',
  eventOver: 'The event is over: send the results instead',
  scoringOpen: 'Close scoring first: the results go out when it closes',
  messageNotFound: 'That message does not exist',
  notAllowed: 'Only the owner and co-organisers send messages to the field',
  /** Who a message went to, in the organiser's history (a team's audience is its name). */
  audienceAll: 'All players',
  audienceUnpaid: 'Unpaid teams',
  audienceTeamGone: 'A team no longer in the field',
} as const;
