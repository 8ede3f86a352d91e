import { calendarDateInZone, localCalendarDate } from '@fairway/contracts/calendar-date';
import type { Course } from '@fairway/contracts/course';
import { messages } from '@fairway/contracts/messages';
import { type CreateTournamentForm, type CreateTournamentRequest, createTournamentFormFor } from '@fairway/contracts/tournament';
import { type FieldErrors as FormFieldErrors, fieldErrors } from '../../../shared/model/field-errors';

/** What the dialog's fields hold; the course is chosen by id from the catalogue. */
export interface CreateTournamentFields {
  name?: string;
  date?: string;
  courseId?: string;
  format?: string;
  charityName?: string;
  charityGoal?: number | string | null;
  charityPaypalLink?: string;
}

export type FieldErrors = FormFieldErrors<CreateTournamentFields>;

export type CreateTournamentCheck = { ok: true; request: CreateTournamentRequest } | { ok: false; errors: FieldErrors };

// The form's fields, and the schema's key for the course, which the form chooses by id.
const fieldNames: Required<Record<keyof CreateTournamentFields, true>> = {
  name: true,
  date: true,
  courseId: true,
  format: true,
  charityName: true,
  charityGoal: true,
  charityPaypalLink: true,
};
const formFieldOf: Partial<Record<keyof CreateTournamentForm, keyof CreateTournamentFields>> = { course: 'courseId' };

/**
 * The fields checked by the contracts' create-tournament form schema (its messages), with the
 * holes of the chosen course's first tee: the body of POST /api/tournaments, or a message per field.
 */
export function checkCreateTournament(fields: CreateTournamentFields, courses: readonly Course[], adminUserId: string, today: string): CreateTournamentCheck {
  const course = courses.find((candidate) => candidate.id === fields.courseId);
  const holes = course?.tees[0]?.holes ?? [];
  const parsed = createTournamentFormFor(today).safeParse({
    name: fields.name ?? '',
    date: fields.date ?? '',
    course: course?.name ?? '',
    courseId: course?.id,
    format: fields.format ?? '',
    charityName: fields.charityName ?? '',
    charityGoal: fields.charityGoal ?? undefined,
    charityPaypalLink: fields.charityPaypalLink?.trim() ? fields.charityPaypalLink.trim() : undefined,
    holes,
    adminUserId,
  });
  const errors: FieldErrors = parsed.success ? {} : fieldErrors(fieldNames, parsed.error.issues, formFieldOf);
  if (course && holes.length === 0) errors.courseId ??= messages.tournament.courseHasNoHoles;
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  const form = parsed.data;
  return {
    ok: true,
    request: { ...form, charityRaised: 0, sponsors: [], charityPaypalLink: form.charityPaypalLink ?? undefined },
  };
}

/** Today at the chosen course (its time zone), or in this browser's zone before a course is chosen. */
export function venueToday(course: Pick<Course, 'timeZone'> | undefined, instant: Date = new Date()): string {
  return course?.timeZone ? calendarDateInZone(course.timeZone, instant) : localCalendarDate(instant);
}
