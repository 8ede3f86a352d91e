import { coursesResponse } from '@fairway/contracts';
import type { OpenApiRoute } from '../openapi-route';

export const courseRoutes: OpenApiRoute[] = [
  {
    method: 'get',
    path: '/api/courses',
    tag: 'Courses',
    summary: 'The course catalogue with tees (slope, rating, par) and holes (number, par, yardage, stroke index)',
    access: 'public',
    success: [{ status: 200, description: 'Courses by name, tees in order', body: { name: 'CourseList', schema: coursesResponse } }],
  },
];
