import type { ActivityItem, Course, LeaderboardResponse, LeaderboardRow, Team, Tournament, WeatherResponse } from '@fairway/contracts';
import type { AddOn } from '@fairway/contracts/add-on';
import type { AuctionCatalogue, AuctionSale, FundANeedView, PublicAuctionItem } from '@fairway/contracts/auction';
import type { Award, RevealState } from '@fairway/contracts/awards';
import type { BirdiePledgesResponse } from '@fairway/contracts/birdie-pledge';
import type { Contest, ContestEntry, ContestInput } from '@fairway/contracts/contest';
import type { DonorWallResponse, PublicGift } from '@fairway/contracts/gift';
import type { LedgerEntry } from '@fairway/contracts/ledger';
import type { MatchPairing } from '@fairway/contracts/match-pairing';
import type { ScoreReadModel } from '@fairway/contracts/score';
import type { SkinsBoardResponse, SkinsGame, SkinsSettingsResponse } from '@fairway/contracts/skins';
import type { PublicSponsor, Sponsor, SponsorTier } from '@fairway/contracts/sponsor';

/** A tournament as a visitor reads it; `{ canManage: true, adminUserId }` for its admin's view. */
export function sampleTournament(overrides: Partial<Tournament> = {}): Tournament {
  return {
    id: '5f0c8a8e-0d6b-4c1e-9d36-1a2b3c4d5e6f',
    name: 'Spring Charity Classic',
    course: 'Pebble Beach Golf Links',
    courseId: null,
    date: '2026-11-21',
    format: 'best-ball',
    holes: [],
    canManage: false,
    isMember: false,
    myRole: null,
    status: 'active',
    charityName: 'Junior Golf Foundation',
    charityGoal: 5000,
    charityRaised: 1200,
    sponsors: [],
    charityPaypalLink: null,
    tieBreak: 'share',
    handicapAllowances: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A catalogue course with one tee of 18 holes (par 72). */
export function sampleCourse(overrides: Partial<Course> = {}): Course {
  const pars = [4, 5, 4, 4, 3, 5, 3, 4, 4, 4, 4, 3, 4, 5, 4, 4, 3, 5];
  return {
    id: 'pebble-beach',
    name: 'Pebble Beach Golf Links',
    location: 'Pebble Beach, CA',
    latitude: 36.568,
    longitude: -121.95,
    tees: [
      {
        name: 'Blue',
        slope: 143,
        rating: 74.9,
        par: 72,
        holes: pars.map((par, index) => ({ number: index + 1, par, yardage: 300 + index * 10, handicap: ((index * 7) % 18) + 1 })),
      },
    ],
    ...overrides,
  };
}

/** A team of two with an invite code and e-mails (as its members and the admin read it). */
export function sampleTeam(overrides: Partial<Team> = {}): Team {
  return {
    id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    name: 'The Bogey Men',
    tournamentId: '5f0c8a8e-0d6b-4c1e-9d36-1a2b3c4d5e6f',
    inviteCode: 'ABC123',
    startingHole: 1,
    currentHole: 1,
    totalScore: 0,
    players: [
      { id: '1a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c41', name: 'Ann Lee', email: 'ann@example.com', handicap: 12, position: 1, checkedIn: false, checkedInAt: null },
      { id: '1a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c42', name: 'Bo Diaz', email: null, handicap: 20, position: 2, checkedIn: false, checkedInAt: null },
    ],
    ...overrides,
  };
}

export function sampleWeather(overrides: Partial<WeatherResponse['weather']> = {}): WeatherResponse {
  return {
    weather: {
      condition: 'Clear',
      description: 'Mainly clear',
      temperature: 72,
      windSpeed: 9,
      windDirection: 225,
      humidity: 55,
      visibility: 9.9,
      uvIndex: 5,
      location: 'Pebble Beach, California',
      icon: 'clear-day',
      ...overrides,
    },
    golfConditions: {
      playability: 'excellent',
      windEffect: 'Light breeze: minimal effect on ball flight',
      temperatureComfort: 'Ideal golf temperature',
      recommendation: 'Perfect conditions for golf: enjoy your round!',
    },
  };
}

export function sampleBoardRow(overrides: Partial<LeaderboardRow> = {}): LeaderboardRow {
  return {
    teamId: '00000000-0000-4000-8000-0000000000a1',
    teamName: 'The Bogey Men',
    position: 1,
    positionLabel: '1',
    currentHole: 5,
    thru: 4,
    startingHole: 1,
    completionPercentage: 22,
    totalScore: -2,
    totalScoreLabel: '-2',
    grossTotal: 14,
    netTotal: 14,
    isLeader: true,
    ...overrides,
  };
}

export function sampleBoard(overrides: Partial<LeaderboardResponse> = {}): LeaderboardResponse {
  return {
    tournamentId: sampleTournament().id,
    tournamentName: sampleTournament().name,
    format: 'best-ball',
    updatedAt: '2026-06-01T15:00:00.000Z',
    rows: [sampleBoardRow()],
    ...overrides,
  };
}

export function sampleActivity(overrides: Partial<ActivityItem> = {}): ActivityItem {
  return {
    id: '00000000-0000-4000-8000-0000000000c1',
    tournamentId: sampleTournament().id,
    kind: 'birdie',
    title: 'Birdie on hole 4',
    message: 'Alice Smith (The Bogey Men) made a birdie on hole 4 (par 4)',
    teamId: '00000000-0000-4000-8000-0000000000a1',
    createdAt: '2026-06-01T15:00:00.000Z',
    ...overrides,
  };
}

export function sampleGift(overrides: Partial<PublicGift> = {}): PublicGift {
  return {
    id: '00000000-0000-4000-8000-0000000000d1',
    kind: 'donation',
    amount: 50,
    donorName: 'Grace Hopper',
    message: 'Go team!',
    teamId: null,
    state: 'pledged',
    recordedAt: '2026-06-01T15:00:00.000Z',
    ...overrides,
  };
}

export function sampleDonorWall(overrides: Partial<DonorWallResponse> = {}): DonorWallResponse {
  const gift = sampleGift();
  return { raised: 2345, goal: 5000, latest: [gift], largest: [gift], ...overrides };
}

export function sampleSponsor(overrides: Partial<PublicSponsor> = {}): PublicSponsor {
  return {
    id: '00000000-0000-4000-8000-0000000000e1',
    name: 'Acme Golf',
    website: 'https://acme.example',
    logoUrl: null,
    tierId: '00000000-0000-4000-8000-0000000000f1',
    tierName: 'Gold',
    tierPrice: 5000,
    holes: [7],
    ...overrides,
  };
}

export function sampleBirdiePledges(overrides: Partial<BirdiePledgesResponse> = {}): BirdiePledgesResponse {
  return {
    totalDue: 30,
    pledges: [
      {
        id: '00000000-0000-4000-8000-0000000000b1',
        donorName: 'Ada Lovelace',
        teamId: null,
        amountPerBirdie: 5,
        cap: null,
        birdies: 6,
        due: 30,
        capped: false,
        state: 'open',
        ledgerEntryId: null,
        createdAt: '2026-06-01T15:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

/** A match between two teams of the sample tournament. */
export function sampleMatchPairing(overrides: Partial<MatchPairing> = {}): MatchPairing {
  return {
    id: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    tournamentId: sampleTournament().id,
    teamAId: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    teamBId: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4e',
    ...overrides,
  };
}

/** One player's saved score on a hole, as the scores reads return it (par 4 strokes by default). */
export function sampleScore(overrides: Partial<ScoreReadModel> = {}): ScoreReadModel {
  const strokes = overrides.strokes ?? 4;
  return {
    tournamentId: 't',
    teamId: 'x',
    playerId: 'p1',
    hole: 1,
    strokes,
    netScore: strokes,
    isBest: false,
    playerName: 'Ann Lee',
    updatedAt: '2026-11-21T10:42:00.000Z',
    changedBy: 'Ann Lee',
    corrected: false,
    ...overrides,
  };
}

export function sampleContestEntry(overrides: Partial<ContestEntry> = {}): ContestEntry {
  return {
    id: '00000000-0000-4000-8000-0000000000c2',
    contestId: '00000000-0000-4000-8000-0000000000c1',
    teamId: '00000000-0000-4000-8000-000000000001',
    teamName: 'The Eagles',
    playerId: '00000000-0000-4000-8000-0000000000a1',
    playerName: 'Jane Doe',
    division: 'Open',
    feet: 4,
    inches: 2,
    yards: null,
    measurementLabel: '4 ft 2 in',
    witnesses: [],
    source: 'station',
    verified: true,
    voided: false,
    createdAt: '2026-06-01T15:00:00.000Z',
    ...overrides,
  };
}

/** What the organiser's contest form sends. */
export function sampleContestInput(overrides: Partial<ContestInput> = {}): ContestInput {
  return {
    kind: 'closest-to-pin',
    hole: 7,
    divisions: ['Open'],
    competitor: 'individual',
    sponsorName: 'Acme',
    prize: null,
    playerEntriesAllowed: false,
    measured: true,
    minYardage: null,
    ...overrides,
  };
}

export function sampleContest(overrides: Partial<Contest> = {}): Contest {
  return {
    ...sampleContestInput({ sponsorName: 'Acme Golf', prize: 'A new putter' }),
    id: '00000000-0000-4000-8000-0000000000c1',
    tournamentId: '00000000-0000-4000-8000-000000000010',
    title: 'Closest to the Pin, hole 7',
    leaders: [{ division: 'Open', entry: sampleContestEntry() }],
    ...overrides,
  };
}

export function sampleSkinsGame(overrides: Partial<SkinsGame> = {}): SkinsGame {
  return {
    basis: 'gross',
    pot: 180,
    holes: [
      { hole: 1, status: 'tied', winnerId: null, winnerName: null, score: null, holesWon: 0, value: 0 },
      { hole: 2, status: 'won', winnerId: '00000000-0000-4000-8000-0000000000a1', winnerName: 'Jane Doe', score: 3, holesWon: 2, value: 20 },
      { hole: 3, status: 'pending', winnerId: null, winnerName: null, score: null, holesWon: 0, value: 0 },
    ],
    winners: [{ id: '00000000-0000-4000-8000-0000000000a1', name: 'Jane Doe', skins: 1, holesWon: 2, value: 20 }],
    final: false,
    holesUnwon: 0,
    ...overrides,
  };
}

/** Gross skins per player with carryover, a $20 entry of which half is donated, nobody entered yet. */
export function sampleSkinsSettings(overrides: Partial<SkinsSettingsResponse> = {}): SkinsSettingsResponse {
  return {
    tournamentId: '00000000-0000-4000-8000-000000000010',
    basis: 'gross',
    unit: 'player',
    carryover: true,
    validation: 'none',
    entryFee: 20,
    donatedPercent: 50,
    entrants: [],
    pot: 0,
    donated: 0,
    ...overrides,
  };
}

export function sampleSkinsBoard(overrides: Partial<SkinsBoardResponse> = {}): SkinsBoardResponse {
  return { tournamentId: '00000000-0000-4000-8000-000000000010', unit: 'player', games: [sampleSkinsGame()], ...overrides };
}

export function sampleAward(overrides: Partial<Award> = {}): Award {
  return {
    id: 'contest-c1-Open',
    category: 'contest',
    title: 'Longest Drive (Open), hole 7',
    prize: 'A new driver',
    sponsorName: 'Acme Golf',
    winners: [{ name: 'Jane Doe', teamName: 'The Eagles', detail: '287 yd' }],
    ...overrides,
  };
}

export function sampleRevealState(overrides: Partial<RevealState> = {}): RevealState {
  return {
    tournamentId: '00000000-0000-4000-8000-000000000010',
    phase: 'waiting',
    total: 0,
    step: 0,
    current: null,
    revealed: [],
    updatedAt: '2026-06-01T18:00:00.000Z',
    ...overrides,
  };
}

/** A ledger entry as the tournament admin reads it: $100 cash, received. */
export function sampleLedgerEntry(overrides: Partial<LedgerEntry> = {}): LedgerEntry {
  return {
    id: '00000000-0000-4000-8000-000000000c01',
    tournamentId: '00000000-0000-4000-8000-000000000001',
    kind: 'donation',
    amount: 100,
    donorName: 'Grace Hopper',
    anonymous: false,
    contactEmail: null,
    method: 'cash',
    publicMessage: null,
    privateNote: null,
    teamId: null,
    private: false,
    state: 'received',
    voidReason: null,
    recordedBy: 'admin-uid',
    recordedAt: '2026-06-01T15:00:00.000Z',
    history: [{ action: 'recorded', by: 'admin-uid', at: '2026-06-01T15:00:00.000Z', reason: null }],
    ...overrides,
  };
}

export function sampleSponsorTier(overrides: Partial<SponsorTier> = {}): SponsorTier {
  return { id: '00000000-0000-4000-8000-0000000000f1', name: 'Gold', price: 5000, slots: 2, taken: 1, benefits: 'Logo on every screen', ...overrides };
}

/** A sponsor as the tournament admin reads it (with the money). */
export function sampleAdminSponsor(overrides: Partial<Sponsor> = {}): Sponsor {
  return { ...sampleSponsor(), amount: 5000, paid: false, ledgerEntryId: null, ...overrides };
}

export function sampleAddOn(overrides: Partial<AddOn> = {}): AddOn {
  return {
    id: '00000000-0000-4000-8000-0000000000a9',
    kind: 'mulligan',
    name: 'Mulligan',
    price: 10,
    limitPer: 'team',
    limit: 8,
    stock: null,
    sold: 0,
    mulligans: 1,
    ...overrides,
  };
}

/** An open auction item as anyone reads it, with one bid by Bidder 104. */
export function sampleAuctionItem(overrides: Partial<PublicAuctionItem> = {}): PublicAuctionItem {
  return {
    id: '00000000-0000-4000-8000-0000000000b1',
    title: 'Weekend at Pebble Beach',
    description: 'Two nights and a round for two.',
    photos: [],
    donorName: null,
    fairMarketValueCents: 150_000,
    category: 'Golf',
    startingBidCents: 50_000,
    currentPriceCents: 50_000,
    nextAmountCents: 52_500,
    buyNowCents: null,
    quantity: 1,
    leaders: ['Bidder 104'],
    bidCount: 1,
    reserveMet: true,
    closesAt: '2026-06-01T20:00:00.000Z',
    state: 'open',
    myState: 'none',
    ...overrides,
  };
}

export function sampleFundANeed(overrides: Partial<FundANeedView> = {}): FundANeedView {
  return {
    title: 'Junior golf clinics',
    description: '',
    open: true,
    goalCents: 1_000_000,
    levels: [
      { amountCents: 100_000, count: 1 },
      { amountCents: 50_000, count: 2 },
      { amountCents: 25_000, count: 4 },
    ],
    totalCents: 300_000,
    giftCount: 7,
    ...overrides,
  };
}

export function sampleAuctionSale(overrides: Partial<AuctionSale> = {}): AuctionSale {
  return {
    itemId: '00000000-0000-4000-8000-0000000000b1',
    title: 'Weekend at Pebble Beach',
    winners: ['Bidder 104'],
    priceCents: 125_000,
    soldAt: '2026-06-01T20:00:00.000Z',
    ...overrides,
  };
}

/** The public catalogue of a visitor: one open item, no fund-a-need, nothing sold. */
export function sampleAuctionCatalogue(overrides: Partial<AuctionCatalogue> = {}): AuctionCatalogue {
  return {
    settings: { opensAt: null, closesAt: '2026-06-01T20:00:00.000Z', softCloseMinutes: 2, hardCapAt: null, whoMayBid: 'checked-in' },
    items: [sampleAuctionItem()],
    myBidderNumber: null,
    fundANeed: null,
    sales: [],
    ...overrides,
  };
}
