import { limits } from '@fairway/contracts/limits';
import type { Team } from '@fairway/contracts/team';
import { useEffect, useState } from 'react';

/** Where a tab keeps the hole it shows, so a reload (in a dead zone, say) opens on it. */
const holeOnScreenKey = (teamId: string) => `fairway:hole-on-screen:${teamId}`;

/** The hole this tab showed last for the team, if any. */
export function rememberedHole(teamId: string): number | undefined {
  const remembered = Number(readSession(holeOnScreenKey(teamId)));
  return Number.isInteger(remembered) && remembered >= 1 && remembered <= limits.holesPerRound ? remembered : undefined;
}

/**
 * The hole on screen: the team's current hole on a first visit, else the one this tab showed last, so a
 * reload (in a dead zone, say) opens where the player was rather than where the server last saw the team.
 */
export function useHoleOnScreen(team: Team): [number, (hole: number) => void] {
  const key = holeOnScreenKey(team.id);
  const [hole, setHole] = useState(() => rememberedHole(team.id) ?? team.currentHole);
  useEffect(() => writeSession(key, String(hole)), [key, hole]);
  return [hole, setHole];
}

function readSession(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null; // storage blocked (private mode): start on the team's hole
  }
}

function writeSession(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // storage blocked: the hole is simply not remembered
  }
}
