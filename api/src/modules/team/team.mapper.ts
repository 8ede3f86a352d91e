import type { Player, Team } from '@fairway/contracts';
import type { PlayerEntity, TeamEntity } from './team.entity';
import type { TeamProgress } from './team-progress';

export function toPlayer(entity: PlayerEntity): Player {
  return {
    id: entity.id,
    name: entity.name,
    email: entity.email,
    handicap: Number(entity.handicap),
    position: entity.position,
    checkedIn: entity.checkedIn,
    checkedInAt: entity.checkedInAt ? new Date(entity.checkedInAt).toISOString() : null,
  };
}

export function byPosition(a: PlayerEntity, b: PlayerEntity): number {
  return a.position - b.position;
}

export function toTeam(entity: TeamEntity, progress: TeamProgress | undefined): Team {
  return {
    id: entity.id,
    name: entity.name,
    tournamentId: entity.tournamentId,
    inviteCode: entity.inviteCode,
    startingHole: entity.startingHole,
    startSlot: entity.startSlot ?? null,
    teeTime: entity.teeTime ?? null,
    startWave: entity.startWave === 2 ? 2 : 1,
    currentHole: progress?.currentHole ?? entity.startingHole ?? 1,
    totalScore: progress?.totalScore ?? 0,
    players: [...entity.players].sort(byPosition).map(toPlayer),
  };
}
