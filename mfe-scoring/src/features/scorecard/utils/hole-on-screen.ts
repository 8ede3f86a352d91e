import { limits } from '@fairway/contracts/limits';

/** Where a tab keeps the hole it shows, so a reload (in a dead zone, say) opens on it. */
export const holeOnScreenKey = (teamId: string) => `fairway:hole-on-screen:${teamId}`;

/** The hole this tab showed last for the team, if any. */
export function rememberedHole(teamId: string): number | undefined {
  const remembered = Number(readSession(holeOnScreenKey(teamId)));
  return Number.isInteger(remembered) && remembered >= 1 && remembered <= limits.holesPerRound ? remembered : undefined;
}

function readSession(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null; // storage blocked (private mode): start on the team's hole
  }
}

export function writeSession(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // storage blocked: the hole is simply not remembered
  }
}
