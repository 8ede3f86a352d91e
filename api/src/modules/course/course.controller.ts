import { Controller, Get } from '@nestjs/common';
import type { CoursesResponse } from '@fairway/contracts';
import { Public } from '../../common/auth/public.decorator';
import { CourseService } from './course.service';

@Public()
@Controller('courses')
export class CourseController {
  constructor(private readonly courseService: CourseService) {}

  @Get()
  list(): Promise<CoursesResponse> {
    return this.courseService.list();
  }
}
