import { Column, Entity } from 'typeorm';
import { TimestampedEntity } from '../../database/timestamped.entity';
import type { HandicapAllowances, TieBreakMethod, TournamentFormat, TournamentStatus } from '@fairway/contracts';
import type { CourseHole } from '../course/course-hole';

export type { TournamentFormat, TournamentStatus } from '@fairway/contracts';

@Entity({ name: 'tournaments' })
export class TournamentEntity extends TimestampedEntity {
  @Column({ type: 'text' })
  name!: string;

  @Column({ name: 'course_name', type: 'text' })
  courseName!: string;

  @Column({ name: 'course_id', type: 'uuid', nullable: true })
  courseId!: string | null;

  /** Calendar day as 'YYYY-MM-DD' (no time zone). */
  @Column({ type: 'date' })
  date!: string;

  @Column({ type: 'text' })
  format!: TournamentFormat;

  @Column({ type: 'jsonb', default: () => "'[]'::jsonb" })
  holes!: CourseHole[];

  @Column({ name: 'admin_user_id', type: 'text' })
  adminUserId!: string;

  @Column({ type: 'text', default: 'upcoming' })
  status!: TournamentStatus;

  @Column({ name: 'charity_name', type: 'text' })
  charityName!: string;

  @Column({ name: 'charity_goal_cents', type: 'bigint' })
  charityGoalCents!: number;

  @Column({ name: 'charity_raised_cents', type: 'bigint', default: 0 })
  charityRaisedCents!: number;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  sponsors!: string[];

  @Column({ name: 'charity_paypal_link', type: 'text', nullable: true })
  charityPaypalLink!: string | null;

  @Column({ name: 'tie_break', type: 'text', default: 'share' })
  tieBreak!: TieBreakMethod;

  /** Only the allowances the Committee overrides; null keeps every WHS default. */
  @Column({ name: 'handicap_allowances', type: 'jsonb', nullable: true })
  handicapAllowances!: HandicapAllowances | null;

  /** The venue's IANA zone: "today" for this tournament is the calendar date there. */
  @Column({ name: 'time_zone', type: 'text', default: 'UTC' })
  timeZone!: string;

  /** The organisation that runs the event (the organisation module's); null for a tournament on its own. */
  @Column({ name: 'organisation_id', type: 'uuid', nullable: true })
  organisationId!: string | null;

  /** The event this one was cloned from (its players and donors can be invited); null when made from scratch. */
  @Column({ name: 'cloned_from', type: 'uuid', nullable: true })
  clonedFrom!: string | null;
}
