export interface LeaderboardRow {
  teamId: string;
  teamName: string;
  /** null for a team without any score: listed last, unranked, never leader. */
  position: number | null;
  /** "1", "T2" (shared), "-" (unranked). */
  positionLabel: string;
  /** Next hole to play in the team's order (shotgun aware); 18 once finished. */
  currentHole: number;
  /** "F" once finished, else the current hole. */
  currentHoleLabel: string;
  /** Holes completed. */
  thru: number;
  finished: boolean;
  /** The hole the team starts on (1 when unassigned). */
  startingHole: number;
  completionPercentage: number;
  /** Relative to par over the holes played: net for net formats, gross on a gross basis. */
  totalScore: number;
  /** "E", "+3", "-2". */
  totalScoreLabel: string;
  grossTotal: number;
  netTotal: number;
  /** Stableford points (the ranking score in Stableford), null in other formats. */
  stablefordPoints: number | null;
  /** Position 1; several teams share the lead when tied. */
  isLeader: boolean;
}
