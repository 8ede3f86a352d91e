import { Column, Entity, JoinColumn, ManyToOne, OneToMany, type Relation } from 'typeorm';
import { TimestampedEntity } from '../../database/timestamped.entity';
import { UuidEntity } from '../../database/uuid.entity';
import type { CourseHole } from './course-hole';

@Entity({ name: 'courses' })
export class CourseEntity extends TimestampedEntity {
  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  location!: string;

  @Column({ type: 'double precision', nullable: true })
  latitude!: number | null;

  @Column({ type: 'double precision', nullable: true })
  longitude!: number | null;

  @OneToMany(() => CourseTeeEntity, (tee) => tee.course, { cascade: true })
  tees!: CourseTeeEntity[];
}

@Entity({ name: 'course_tees' })
export class CourseTeeEntity extends UuidEntity {
  @Column({ name: 'course_id', type: 'uuid' })
  courseId!: string;

  @ManyToOne(() => CourseEntity, (course) => course.tees, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'course_id' })
  course!: Relation<CourseEntity>;

  @Column({ name: 'sort_order', type: 'smallint' })
  sortOrder!: number;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'smallint', nullable: true })
  slope!: number | null;

  @Column({ name: 'course_rating', type: 'numeric', precision: 4, scale: 1, nullable: true })
  courseRating!: number | null;

  @Column({ type: 'smallint' })
  par!: number;

  @Column({ type: 'jsonb', default: () => "'[]'::jsonb" })
  holes!: CourseHole[];
}
