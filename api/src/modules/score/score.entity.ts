import { Column, Entity, JoinColumn, ManyToOne, type Relation, UpdateDateColumn } from 'typeorm';
import { UuidEntity } from '../../database/uuid.entity';
import { PlayerEntity, TeamEntity } from '../team/team.entity';
import { TournamentEntity } from '../tournament/tournament.entity';

/** One score per (tournament, team, player, hole): a repeated write replaces it. */
@Entity({ name: 'scores' })
export class ScoreEntity extends UuidEntity {
  @Column({ name: 'tournament_id', type: 'uuid' })
  tournamentId!: string;

  @ManyToOne(() => TournamentEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'tournament_id' })
  tournament!: Relation<TournamentEntity>;

  @Column({ name: 'team_id', type: 'uuid' })
  teamId!: string;

  @ManyToOne(() => TeamEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'team_id' })
  team!: Relation<TeamEntity>;

  @Column({ name: 'player_id', type: 'uuid' })
  playerId!: string;

  @ManyToOne(() => PlayerEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'player_id' })
  player!: Relation<PlayerEntity>;

  @Column({ type: 'smallint' })
  hole!: number;

  @Column({ type: 'smallint' })
  strokes!: number;

  /** Strokes minus the player's handicap, so it can be fractional or negative. */
  @Column({ name: 'net_score', type: 'numeric', precision: 4, scale: 1 })
  netScore!: number;

  @Column({ name: 'is_best', type: 'boolean', default: false })
  isBest!: boolean;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  /** Name of who made the last change (kept with every change in score_history). */
  @Column({ name: 'updated_by_name', type: 'text', nullable: true })
  updatedByName!: string | null;

  /** Changed after it was first set, by someone else or later than the entry itself (see ScoreRepository). */
  @Column({ type: 'boolean', default: false })
  corrected!: boolean;
}
