/** A hole as the start assignment weighs it: par and length decide where a second group waits least. */
export interface StartHole {
  number: number;
  par: number;
  yardage: number;
}

/** Groups on one hole start as A (on the tee), B (in the fairway, playing once A has hit); a third (C) only while the organiser is still moving teams. */
export type StartSlot = string;

export interface ShotgunOptions {
  /** Holes that take no group (under repair, a long walk from the carts, a contest that needs it empty). */
  closedHoles?: readonly number[];
  /** Holes in the order they take a second group; default `defaultDoublingOrder`. Closed holes are skipped. */
  doublingOrder?: readonly number[];
  /** Fill from the last hole back to the first (the teams listed first start on the highest holes). */
  reverse?: boolean;
  /** Two waves: the first half of the teams in the morning shotgun, the rest in the afternoon, each placed alone. */
  waves?: 1 | 2;
}

export interface TeeTimeOptions {
  /** Minutes after midnight of the first tee time (7:30 is 450). */
  firstMinutes: number;
  intervalMinutes: number;
  /** How many groups go off at each time (on hole 1; with `splitTee` as many again on hole 10). */
  groupsPerTime: number;
  /** Groups go off holes 1 and 10 at each time, alternately. */
  splitTee?: boolean;
}

/** Where one team starts. A shotgun gives a hole and, on a doubled hole, a slot; tee times give a time on hole 1 or 10. */
export interface TeamStart {
  teamId: string;
  hole: number;
  slot: StartSlot | null;
  wave: 1 | 2;
  /** Minutes after midnight; null in a shotgun. */
  teeMinutes: number | null;
}

/** Why a field cannot be placed as asked. */
export type StartsProblem = { kind: 'too-many-teams'; teams: number; places: number } | { kind: 'no-open-hole' };

export type StartsResult = { ok: true; starts: TeamStart[] } | { ok: false; problem: StartsProblem };
