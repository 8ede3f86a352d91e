import type { CourseEntity, CourseTeeEntity } from './course.entity';
import { toCourseResponse, toHoles } from './course.mapper';

const hole = (number: number, handicap: number) => ({ number, par: 4, yardage: 300 + number, handicap });

describe('toHoles', () => {
  it('orders holes by number and keeps only the four hole fields', () => {
    const stored = [{ ...hole(2, 5), note: 'dogleg' }, hole(1, 9)];
    expect(toHoles(stored)).toEqual([hole(1, 9), hole(2, 5)]);
  });
});

describe('toCourseResponse', () => {
  it('lists tees by their sort order with slope and rating', () => {
    const tee = (name: string, sortOrder: number) => ({ name, sortOrder, slope: 130, courseRating: 71.2, par: 72, holes: [hole(1, 1)] }) as CourseTeeEntity;
    const course = { id: 'c1', name: 'Links', location: 'Town, State', latitude: 1, longitude: 2, tees: [tee('White', 1), tee('Blue', 0)] } as CourseEntity;
    const response = toCourseResponse(course);
    expect(response.tees.map((entry) => entry.name)).toEqual(['Blue', 'White']);
    expect(response.tees[0]).toEqual({ name: 'Blue', slope: 130, rating: 71.2, par: 72, holes: [hole(1, 1)] });
  });
});
