import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type Course, entityId, type Hole } from '@fairway/contracts';
import { Repository } from 'typeorm';
import { courseHasNoHoles } from './course.exception';
import { CourseEntity } from './course.entity';
import { toCourseResponse, toHoles } from './course-response';

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
