// Every user-facing text, so front ends and the API use one source.
// Toasts carry a title and an optional description; texts marked "added" are this project's own wording.
import { httpMessages } from './http-messages';
import { pageMessages } from './page-messages';
import { limits } from './limits';

export interface ToastText {
  title: string;
  description?: string;
}

/** The "Title: description" form some validation messages take. */
export function toastLine(toast: ToastText): string {
  return toast.description ? `${toast.title}: ${toast.description}` : toast.title;
}

const tryAgain = 'Please try again.';

export const messages = {
  http: httpMessages,
  validation: {
    invalidId: 'Invalid id', // added
    atLeastOneField: 'Provide at least one field to update', // added
    validationFailed: 'Validation failed', // added
    tooLong: (maxLength: number) => `Must be at most ${maxLength} characters`, // added
  },
  signIn: {
    emailRequired: 'Email is required', // added
    emailInvalid: 'Please enter a valid email address', // added
    passwordRequired: 'Password is required', // added
    passwordTooShort: `Password must be at least ${limits.passwordMinLength} characters long`,
    fullNameRequired: 'Full name is required',
    authError: { title: 'Authentication Error', description: 'Something went wrong. Please try again.' },
    googleError: { title: 'Google Sign-In Error', description: 'Failed to sign in with Google.' },
    googleErrorByCode: {
      'auth/configuration-not-found': 'Firebase authentication is not properly configured.',
      'auth/unauthorized-domain': 'This domain is not authorized for Google sign-in.',
      'auth/popup-blocked': 'Sign-in popup was blocked. Please allow popups and try again.',
      'auth/popup-closed-by-user': 'Sign-in was cancelled.',
    } as Record<string, string>,
    signedIn: { title: 'Welcome back!', description: 'Successfully signed in to your account.' },
    accountCreated: { title: 'Account created!' },
    googleSignedIn: { title: 'Welcome!', description: 'Successfully signed in with Google.' },
  },
  tournament: {
    nameRequired: 'Tournament name is required',
    nameTooLong: `Tournament name must be at most ${limits.maxNameLength} characters`, // added
    dateRequired: 'Tournament date is required',
    dateInvalid: 'Tournament date must be a valid date (YYYY-MM-DD)', // added
    dateInPast: 'Tournament date cannot be in the past',
    courseRequired: 'Course is required',
    formatRequired: 'Format is required',
    formatInvalid: 'Format must be best-ball, scramble, stroke-play or match-play', // added
    statusInvalid: 'Status must be upcoming, active or completed', // added
    tieBreakInvalid: 'Tie-break must be share, countback-leader or countback-all', // added
    timeZoneInvalid: 'Time zone must be an IANA time zone such as America/Chicago', // added
    charityNameRequired: 'Charity name is required',
    charityGoalMin: 'Charity goal must be greater than 0',
    adminUserIdRequired: 'Admin user ID is required',
    holesInvalid: `A tournament has either no holes or ${limits.holesPerRound} holes numbered 1-${limits.holesPerRound}`, // added
    mustBeSignedIn: 'Must be signed in to create tournaments',
    courseHasNoHoles: 'Selected course has no hole information',
    notFound: pageMessages.tournamentNotFound,
    createError: { title: 'Error Creating Tournament', description: 'Failed to create tournament' },
    created: {
      title: 'Tournament Created!',
      description: 'Your tournament has been created successfully. You are now the admin.',
    },
    fetchFailed: 'Could not load the tournament', // added
    listFetchFailed: 'Could not load the tournaments', // added
    administeredFetchFailed: 'Could not load your tournaments', // added
    boardFetchFailed: 'Failed to load the board', // added
    saveFailed: 'Failed to save tournament changes',
    deleteFailed: 'Failed to delete tournament',
    updated: { title: 'Tournament Updated' },
    deleted: { title: 'Tournament Deleted' },
    pairingsSaved: 'Match pairings saved', // added
    pairingsSaveFailed: 'Failed to save match pairings', // added
    pairingsIncomplete: 'Choose both teams of every match', // added
  },
  player: {
    nameRequired: 'Player name is required', // added
    emailInvalid: 'Please enter a valid email address', // added
    handicapNumber: 'Handicap must be a number', // added
    registrationHandicapRange: `Handicap must be between ${limits.registrationHandicap.min} and ${limits.registrationHandicap.max}`, // added
    handicapIndexRange: `Handicap must be between ${limits.handicapIndex.min} and ${limits.handicapIndex.max}`, // added
    apiHandicapRange: `Handicap must be between ${limits.apiHandicap.min} (a plus ${-limits.apiHandicap.min} handicap) and ${limits.apiHandicap.max}`, // added
    positionRange: `Position must be between 1 and ${limits.maxPlayersPerTeam}`, // added
    /**
     * The hint beside a form's handicap boxes, on every form that has them: what a blank box counts as, and the
     * range, which the spec has every prompt say as 0-36 (a wider form says how far it goes).
     */
    handicapHint: ({ min, max }: { min: number; max: number }) => {
      const { max: said } = limits.registrationHandicap;
      const range = max > said ? `${min}-${said} (up to ${max} allowed)` : `${min}-${max}`;
      return `Handicap ${range}; blank counts as ${limits.defaultHandicap}.`;
    }, // added
    checkInInvalid: 'checkedIn must be true (check in) or false (undo a check-in)', // added
  },
  team: {
    nameRequired: 'Team name required',
    startingHoleRange: `Starting hole must be between 1 and ${limits.holesPerRound}`, // added
    tooManyPlayers: `A team has at most ${limits.maxPlayersPerTeam} players`,
    duplicatePosition: `Each position 1-${limits.maxPlayersPerTeam} can be used once`,
    duplicatePlayer: 'Each player can appear once in a roster', // added
    inviteCodeFormat: `Invite code is ${limits.inviteCodeLength} uppercase letters and digits`, // added
    inviteCodeTooLong: `Invite code has at most ${limits.inviteCodeLength} characters`, // added
    fetchFailed: 'Failed to fetch teams',
    addFailed: 'Failed to add team. Please try again.',
    renameFailed: 'Failed to update team name',
    deleteFailed: 'Failed to delete team',
    addPlayerFailed: 'Failed to add player',
    updatePlayerFailed: 'Failed to update player',
    removePlayerFailed: 'Failed to remove player',
    added: 'Team added', // added
    renamed: 'Team name updated', // added
    deleted: 'Team deleted', // added
    playerAdded: 'Player added', // added
    playerUpdated: 'Player updated', // added
    playerRemoved: 'Player removed', // added
    inviteCodeRegenerated: (code: string) => `New invite code: ${code}. The old code no longer works.`, // added
    inviteCodeRegenerateFailed: 'Failed to create a new invite code', // added
    notFound: 'Team not found', // added
    notInTournament: 'Team not found in this tournament', // added
    playerNotFound: 'Player not found', // added
    playerNotOnTeam: (playerId: string) => `Player ${playerId} is not on this team`, // added
    full: `This team already has ${limits.maxPlayersPerTeam} players`, // added
    positionTaken: (position: number) => `Position ${position} is already taken on this team`, // added
    positionConflict: 'Another player took that position at the same time; reload the team and try again', // added
    creatorNeedsSlot: `A foursome you create includes you: leave one of the ${limits.maxPlayersPerTeam} places free or add your e-mail to a player`, // added
    unstorableText: 'Text cannot contain NUL characters', // added
    inviteCodeExhausted: 'Could not find a free invite code; please try again', // added
    forbidden: "Only a member of this team or the tournament's organisers can change it", // added
  },
  foursome: {
    teamNameRequired: { title: 'Team name required', description: 'Please enter a name for your foursome.' },
    createError: { title: 'Error creating foursome', description: tryAgain },
    created: (teamName: string, startingHole: number): ToastText => ({
      title: 'Foursome created!',
      description: `${teamName} will start on Hole ${startingHole}. Share the invite code with your teammates.`,
    }),
    inviteCodeRequired: { title: 'Invite code required', description: 'Please enter the invite code from your teammate.' },
    joined: { title: 'Joined foursome!', description: "You've successfully joined the team." },
    joinError: { title: 'Error joining foursome', description: 'Invalid invite code or team is full.' },
    playerRequired: { title: 'At least one player required', description: 'Please enter the name of at least one player.' },
    saveError: { title: 'Error saving team', description: tryAgain },
    saved: (playerCount: number): ToastText => ({
      title: 'Team saved!',
      description: `${playerCount} player${playerCount === 1 ? '' : 's'} saved.`, // added wording
    }),
    emptyTeam: { title: 'Cannot register empty team', description: 'Please add at least one player before registering.' },
    registered: { title: 'Team registered!' },
    registerError: { title: 'Error registering team' },
    inviteCodeCopied: 'Invite code copied!',
  },
  manageTeam: {
    teamNameRequired: { title: 'Team name required', description: 'Please enter a name for your team.' },
    updateError: { title: 'Error updating team', description: tryAgain },
    updated: { title: 'Team updated!', description: 'Your team details have been saved successfully.' },
  },
  preRegistration: {
    teamNameRequired: { title: 'Team Name Required', description: 'Please enter a team name' },
    playersRequired: { title: 'Players Required', description: 'Please add at least one player' },
    noTeams: { title: 'No Teams to Register', description: 'Please add at least one foursome' },
    failed: { title: 'Registration Failed', description: 'Failed to complete pre-registration' },
    complete: (teamCount: number): ToastText => ({
      title: 'Pre-Registration Complete',
      description: `Successfully registered ${teamCount} teams`,
    }),
  },
  checkIn: {
    failed: { title: 'Check-in Failed', description: 'There was an error during check-in. Please try again.' },
    playerCheckedIn: { title: 'Check-in Successful', description: 'Player checked in successfully' },
    teamCheckedIn: { title: 'Check-in Successful', description: 'Entire team checked in successfully' },
    undone: { title: 'Check-in undone', description: 'The player is no longer checked in' }, // added
  },
  course: {
    parRange: 'Par must be between 3 and 6', // added
    yardagePositive: 'Yardage must be a positive whole number', // added
    holeHandicapRange: `Hole handicap must be between 1 and ${limits.holesPerRound}`, // added
  },
  score: {
    strokesRange: `Strokes must be a whole number from ${limits.minStrokes} to ${limits.maxStrokes}`, // added
    holeRange: `Hole must be between 1 and ${limits.holesPerRound}`, // added
    playerNotOnTeam: 'Player not found on this team', // added
    postForbidden: "Only a member of this team, the tournament's organisers or a scorer can post its scores.", // added
  },
  weather: {
    latitudeRange: 'lat must be a number between -90 and 90', // added
    longitudeRange: 'lon must be a number between -180 and 180', // added
    bothCoordinates: 'Send both lat and lon, or neither', // added
  },
  chat: {
    failure: "I'm sorry, I'm having trouble responding right now. Please try again in a moment.",
    contentRequired: 'Message cannot be empty', // added
    contentTooLong: `Message must be at most ${limits.maxChatMessageLength} characters`, // added
    messagesRequired: 'Send at least one message', // added
    tooManyMessages: `A conversation has at most ${limits.maxChatMessages} messages`, // added
    lastMessageFromUser: 'The last message must be from the user', // added
    rateLimited: 'You are sending messages too quickly. Please wait a minute and try again.', // added
  },
  limits: {
    pageLimit: `limit must be a whole number from 1 to ${limits.maxTournamentsPage}`, // added
    pageOffset: 'offset must be a whole number, 0 or more', // added
  },
  pages: {
    ...pageMessages,
    locationDenied: 'Location access denied: showing weather for the default location', // added
    pushUnsupported: 'Push notifications are not supported in your browser',
    loadingTournaments: 'Loading tournaments...',
    noAdminTournaments: {
      title: 'No tournaments found that you can administer.',
      description: 'Create a tournament to access admin features.',
    },
  },
} as const;
