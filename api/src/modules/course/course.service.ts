import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type Course, entityId, type Hole } from '@fairway/contracts';
import { type EntityManager, Repository } from 'typeorm';
import type { CourseRating } from '../../common/scoring/round-settings';
import { courseHasNoHoles } from './course.exception';
import { CourseEntity, CourseTeeEntity } from './course.entity';
import { toCourseResponse, toHoles } from './course.mapper';
import type { CourseLocation } from './course-location';

/** A catalogue course picked for a tournament, with the holes of its first tee. */
export interface ChosenCourse {
  courseId: string;
  courseName: string;
  holes: Hole[];
}

@Injectable()
export class CourseService {
  constructor(@InjectRepository(CourseEntity) private readonly courses: Repository<CourseEntity>) {}

  async list(): Promise<Course[]> {
    const courses = await this.courses.find({ relations: { tees: true } });
    return courses.sort(byNameThenLocation).map(toCourseResponse);
  }

  /**
   * Slope and Course Rating of the first tee (the tee whose holes a tournament uses); null without a
   * linked course, so course handicap = Handicap Index. Inside a transaction when given its manager.
   */
  async findTeeRating(courseId: string | null, manager: EntityManager = this.courses.manager): Promise<CourseRating | null> {
    if (!courseId) return null;
    const tee = await manager.findOne(CourseTeeEntity, {
      select: { slope: true, courseRating: true },
      where: { courseId },
      order: { sortOrder: 'ASC' },
    });
    return tee ? { slope: tee.slope, rating: tee.courseRating } : null;
  }

  /**
   * Where a tournament's course is: the linked course, else a course of the same name, that has
   * coordinates on file; null when neither has.
   */
  async findLocation(courseId: string | null, courseName: string): Promise<CourseLocation | null> {
    const course = await this.courses
      .createQueryBuilder('course')
      .where('course.latitude IS NOT NULL AND course.longitude IS NOT NULL')
      .andWhere('(course.id = :courseId OR lower(course.name) = lower(:courseName))', { courseId, courseName })
      .orderBy('CASE WHEN course.id = :courseId THEN 0 ELSE 1 END', 'ASC')
      .addOrderBy('course.createdAt', 'ASC')
      .getOne();
    if (!course || course.latitude === null || course.longitude === null) return null;
    return { latitude: course.latitude, longitude: course.longitude, name: `${course.name}, ${course.location}` };
  }

  /** The course with this id and its first tee's holes; unknown ids and courses without holes are refused. */
  async chooseById(id: string): Promise<ChosenCourse> {
    if (!entityId.safeParse(id).success) throw courseHasNoHoles('courseId');
    const course = await this.courses.findOne({ where: { id }, relations: { tees: true } });
    return firstTeeOf(course, 'courseId');
  }

  /**
   * The course whose name matches (trimmed, any case) and its first tee's holes; null when no course has
   * that name. Names are unique only with their location, so the first location alphabetically wins.
   */
  async chooseByName(name: string): Promise<ChosenCourse | null> {
    const course = await this.courses
      .createQueryBuilder('course')
      .leftJoinAndSelect('course.tees', 'tee')
      .where('lower(course.name) = lower(:name)', { name: name.trim() })
      .orderBy('course.location', 'ASC')
      .addOrderBy('tee.sortOrder', 'ASC')
      .getOne();
    return course ? firstTeeOf(course, 'course') : null;
  }
}

// Sorted here, not in SQL: the database collation may put 'TPC' before 'Torrey'; people expect dictionary order.
function byNameThenLocation(a: CourseEntity, b: CourseEntity): number {
  return a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.location.localeCompare(b.location, 'en');
}

function firstTeeOf(course: CourseEntity | null, field: 'course' | 'courseId'): ChosenCourse {
  const firstTee = [...(course?.tees ?? [])].sort((a, b) => a.sortOrder - b.sortOrder)[0];
  if (!course || !firstTee || firstTee.holes.length === 0) throw courseHasNoHoles(field);
  return { courseId: course.id, courseName: course.name, holes: toHoles(firstTee.holes) };
}
