import { Column, Entity, JoinColumn, ManyToOne, OneToMany, type Relation } from 'typeorm';
import { limits } from '@fairway/contracts';
import { TimestampedEntity } from '../../database/timestamped.entity';
import { TournamentEntity } from '../tournament/tournament.entity';

@Entity({ name: 'teams' })
export class TeamEntity extends TimestampedEntity {
  @Column({ name: 'tournament_id', type: 'uuid' })
  tournamentId!: string;

  @ManyToOne(() => TournamentEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'tournament_id' })
  tournament!: Relation<TournamentEntity>;

  @Column({ type: 'text' })
  name!: string;

  @Column({ name: 'invite_code', type: 'char', length: 6 })
  inviteCode!: string;

  @Column({ name: 'starting_hole', type: 'smallint', nullable: true })
  startingHole!: number | null;

  @Column({ name: 'current_hole', type: 'smallint', default: 1 })
  currentHole!: number;

  /** A or B on a doubled shotgun hole (C only while the organiser is still moving teams); null for a lone group. */
  @Column({ name: 'start_slot', type: 'text', nullable: true })
  startSlot!: string | null;

  @Column({ name: 'start_wave', type: 'smallint', default: 1 })
  startWave!: number;

  /** "07:30" on the event's day when the field goes off in tee times; null in a shotgun. */
  @Column({ name: 'tee_time', type: 'text', nullable: true })
  teeTime!: string | null;

  /** Raised by every change a score write depends on; read by that write only, and never saved from here. */
  @Column({ type: 'integer', select: false, insert: false, update: false })
  revision!: number;

  @OneToMany(() => PlayerEntity, (player) => player.team, { cascade: true })
  players!: PlayerEntity[];
}

@Entity({ name: 'players' })
export class PlayerEntity extends TimestampedEntity {
  @Column({ name: 'team_id', type: 'uuid' })
  teamId!: string;

  @ManyToOne(() => TeamEntity, (team) => team.players, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'team_id' })
  team!: Relation<TeamEntity>;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text', nullable: true })
  email!: string | null;

  /** The Firebase account this player is (see the player-accounts migration); never sent to clients. */
  @Column({ name: 'user_id', type: 'text', nullable: true })
  userId!: string | null;

  @Column({ type: 'numeric', precision: 4, scale: 1, default: limits.defaultHandicap })
  handicap!: number;

  @Column({ type: 'smallint' })
  position!: number;

  @Column({ name: 'checked_in', type: 'boolean', default: false })
  checkedIn!: boolean;

  @Column({ name: 'checked_in_at', type: 'timestamptz', nullable: true })
  checkedInAt!: Date | null;
}
