import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Course } from '@fairway/contracts/course';
import { apiJson, trusted } from '../http/api-json';

export const coursesPath = '/api/courses';

export function getCourses(): Promise<Course[]> {
  return apiJson(coursesPath, trusted<Course[]>());
}

/** The course catalogue, with each course's tees and holes. */
export function coursesQueryOptions() {
  return queryOptions({ queryKey: [coursesPath], queryFn: getCourses });
}

export function useCourses() {
  return useQuery(coursesQueryOptions());
}
