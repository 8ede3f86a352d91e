import type { PaperSize } from '@fairway/contracts/print';

/** One hole of the tournament's course (its first tee), as the scorecard prints it. */
export interface PrintHole {
  number: number;
  par: number;
  yardage: number;
  /** Stroke index: 1 is the hardest hole. */
  strokeIndex: number;
}

export interface PrintPlayer {
  id: string;
  name: string;
  /** The handicap as the field shows it, null without one. */
  handicap: number | null;
  /** Strokes the player receives on each hole (index 0 is hole 1), by the scorecard's own rule: the dots. */
  strokesByHole: readonly number[];
  checkedIn: boolean;
}

export interface PrintTeam {
  id: string;
  name: string;
  /** "Hole 7B" or "Hole 1 at 08:10" (startLabel); null before the starts are assigned. */
  startLabel: string | null;
  startHole: number | null;
  startSlot: string | null;
  wave: 1 | 2;
  teeTime: string | null;
  /** The absolute link the team's QR opens: where a player joins the team (teamInvitePath with its invite code). */
  joinUrl: string;
  players: readonly PrintPlayer[];
}

/** A contest at a hole: the placard names it, and its QR opens the volunteer's station (never a bearer token: placards stand on the course). */
export interface PrintContest {
  id: string;
  hole: number;
  /** "Closest to the pin", "Longest drive". */
  title: string;
  /** The prize as the organiser wrote it, null without one. */
  prize: string | null;
  stationUrl: string;
}

/** A hole sponsor's sign. */
export interface PrintHoleSponsor {
  hole: number;
  sponsorName: string;
  /** The logo's image bytes (PNG or JPEG) when there is one. */
  logo: { bytes: Buffer; mimeType: string } | null;
  message: string | null;
}

/** Everything the morning's paper is made from, read once per request. */
export interface PrintData {
  tournamentId: string;
  tournamentName: string;
  charityName: string;
  /** YYYY-MM-DD. */
  date: string;
  courseName: string;
  format: string;
  holes: readonly PrintHole[];
  /** In starting order (wave, hole, slot), then by name for teams without a start. */
  teams: readonly PrintTeam[];
  contests: readonly PrintContest[];
  holeSponsors: readonly PrintHoleSponsor[];
  /** How the field starts; null before the starting positions are assigned. */
  startMode?: 'shotgun' | 'tee-times' | null;
  /** A shotgun's horn per wave ("08:00"), when announced. */
  shotgunTimes: readonly string[];
  startsLocked: boolean;
}

/** A document draws its pages onto a PDFKit document made with `autoFirstPage: false` on the chosen paper. */
export type PrintDocumentRenderer = (doc: PDFKit.PDFDocument, data: PrintData, paper: PaperSize) => Promise<void> | void;
