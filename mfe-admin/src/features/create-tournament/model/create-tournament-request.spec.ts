import { messages, toastLine } from '@fairway/contracts/messages';
import { fundraisingMessages } from '@fairway/contracts/fundraising-messages';
import { sampleCourse } from '@fairway/api-client/testing';
import { localCalendarDate } from '@fairway/contracts/calendar-date';
import { checkCreateTournament, type CreateTournamentFields, venueToday } from './create-tournament-request';

const today = '2026-11-23';
const course = sampleCourse();
const filled: CreateTournamentFields = {
  name: 'Spring Classic',
  date: '2026-12-01',
  courseId: course.id,
  format: 'best-ball',
  charityName: 'Junior Golf',
  charityGoal: 5000,
  charityPaypalLink: '',
};

describe('the Create Tournament form', () => {
  it("builds the request with the first tee's holes, the caller as admin and nothing raised yet", () => {
    const check = checkCreateTournament(filled, [course], 'uid-1', today);
    expect(check).toEqual({
      ok: true,
      request: expect.objectContaining({
        name: 'Spring Classic',
        date: '2026-12-01',
        course: course.name,
        courseId: course.id,
        format: 'best-ball',
        charityGoal: 5000,
        holes: course.tees[0]!.holes,
        adminUserId: 'uid-1',
        charityRaised: 0,
        sponsors: [],
      }),
    });
  });

  it.each([
    ['name', { name: '  ' }, messages.tournament.nameRequired],
    ['date', { date: '' }, messages.tournament.dateRequired],
    ['date', { date: '2026-11-22' }, messages.tournament.dateInPast],
    ['courseId', { courseId: undefined }, messages.tournament.courseRequired],
    ['charityName', { charityName: '' }, messages.tournament.charityNameRequired],
    ['charityGoal', { charityGoal: 0 }, messages.tournament.charityGoalMin],
    ['charityGoal', { charityGoal: null }, messages.tournament.charityGoalMin],
    ['charityPaypalLink', { charityPaypalLink: 'paypal.me/kids' }, toastLine(fundraisingMessages.paypalLinkInvalid)],
  ] as const)('puts the message about %s at that field', (field, change, message) => {
    const check = checkCreateTournament({ ...filled, ...change }, [course], 'uid-1', today);
    expect(check.ok ? {} : check.errors).toMatchObject({ [field]: message });
  });

  it('accepts today (not in the past) and says when the course has no holes', () => {
    expect(checkCreateTournament({ ...filled, date: today }, [course], 'uid-1', today).ok).toBe(true);
    const bare = { ...course, tees: [] };
    const check = checkCreateTournament(filled, [bare], 'uid-1', today);
    expect(check.ok ? {} : check.errors).toEqual({ courseId: messages.tournament.courseHasNoHoles });
  });
});

describe("the venue's today", () => {
  it("is the date at the chosen course, else this browser's date", () => {
    const instant = new Date('2026-11-24T03:00:00Z');
    expect(venueToday({ timeZone: 'America/Los_Angeles' }, instant)).toBe('2026-11-23');
    expect(venueToday({ timeZone: 'Asia/Tokyo' }, instant)).toBe('2026-11-24');
    expect(venueToday(undefined, instant)).toBe(localCalendarDate(instant));
  });
});
