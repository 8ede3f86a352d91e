import { useAwards, useContests, useRevealState, useSkinsBoard } from '@fairway/api-client';
import type { Tournament } from '@fairway/contracts/tournament';
import type { DayExtras } from '../model/day-extras';

/**
 * Contests, skins and awards of the results page. Everyone sees the awards once the reveal has finished; the
 * organiser sees the list as it stands before that.
 */
export function useDayExtras(tournamentId: string, tournament: Tournament | undefined): DayExtras {
  const organiser = tournament?.canManage === true;
  const contests = useContests(tournamentId);
  const skins = useSkinsBoard(tournamentId);
  const reveal = useRevealState(tournamentId);
  const list = useAwards(organiser ? tournamentId : null);
  const awards = reveal.data?.phase === 'finished' ? reveal.data.revealed : (list.data?.awards ?? null);
  return { contests: contests.data ?? [], skins: skins.data ?? null, awards };
}
