// Business constants and limits of the product and of golf. Schemas and apps read them from here.
export const limits = {
  holesPerRound: 18,
  /** GET /api/tournaments answers at most this many per page. */
  maxTournamentsPage: 100,
  maxPlayersPerTeam: 4,
  minStrokes: 1,
  maxStrokes: 12,
  inviteCodeLength: 6,
  passwordMinLength: 6,
  defaultStartingHole: 1,
  /** Handicap given to a player whose handicap was left blank at submit. */
  defaultHandicap: 18,
  registrationHandicap: { min: 0, max: 36 },
  handicapIndex: { min: 0, max: 54 },
  /** Plus handicaps (e.g. +2) are stored as negative numbers, down to +10. */
  apiHandicap: { min: -10, max: 54 },
  minCharityGoalOnCreate: 1,
  defaultCharityGoal: 5000,
  /** Keeps dollar amounts inside a 32-bit integer of cents in the database. */
  maxCharityDollars: 10_000_000,
  /** One ledger entry, donation, sponsorship or price: at most this many dollars. */
  maxLedgerEntryDollars: 1_000_000,
  /** A donor's message, a private note, a void reason, a tier's benefits. */
  maxLedgerTextLength: 500,
  /** Sponsor logos are stored files: PNG, JPEG or WebP up to this many bytes. */
  maxSponsorLogoBytes: 512 * 1024,
  /** The donor wall shows this many latest and this many largest gifts. */
  donorWallSize: 10,
  /** One add-on sale: at most this many items. */
  maxAddOnQuantity: 100,
  maxChatSuggestions: 3,
  maxChatMessages: 50,
  maxChatMessageLength: 2000,
  maxNameLength: 100,
  maxSponsors: 50,
  leaderboardLiveRows: 5,
  charityMilestonesDollars: [1000, 2500, 5000, 7500, 10000, 15000, 20000, 25000],
  contests: {
    maxPerTournament: 36,
    maxDivisions: 6,
    maxDivisionNameLength: 40,
    maxTextLength: 200,
    maxStationsPerContest: 10,
    /**
     * Most feet an entry can be: closest to the pin measures a ball on the green, and no green reaches 50 yards
     * from its pin; straightest drive measures a ball in the fairway from its centre line, and no fairway is
     * over 66 yards wide. Anything further is a slip of the thumb.
     */
    maxFeet: { 'closest-to-pin': 150, 'straightest-drive': 100 },
    /** Longest drive, in yards to a tenth: past any drive hit in a contest. */
    maxYards: 500,
    minYardage: { min: 50, max: 700 },
    maxWitnesses: 4,
  },
  skins: { maxEntryFeeDollars: 10_000 },
  awards: { places: 3, maxHiddenHoles: 9 },
} as const;
