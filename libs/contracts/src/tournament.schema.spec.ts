import { type Hole } from './course.schema';
import { messages } from './messages';
import { issueMessages, issuePaths } from './testing/zod-issues';
import {
  createTournamentForm,
  createTournamentFormDefaults,
  createTournamentFormFor,
  createTournamentInput,
  createTournamentInputFor,
  publicTournament,
  tournament,
  updateTournamentInput,
} from './tournament.schema';

const fullRound: Hole[] = Array.from({ length: 18 }, (_, index) => ({
  number: index + 1,
  par: index % 3 === 0 ? 5 : 4,
  yardage: 350 + index,
  handicap: ((index * 7) % 18) + 1,
}));

const validBody = {
  name: 'Spring Charity Classic',
  date: '2026-06-01',
  course: 'Pebble Creek',
  format: 'best-ball',
  charityName: 'Kids Golf Fund',
  charityGoal: 5000,
};

describe('createTournamentInput', () => {
  it('parses a minimal body and fills the defaults', () => {
    expect(createTournamentInput.parse(validBody)).toEqual({
      ...validBody,
      charityPaypalLink: null,
      sponsors: [],
      holes: [],
      tieBreak: 'share',
    });
  });

  it('accepts the full spec payload, including the fields the server ignores', () => {
    const parsed = createTournamentInput.parse({
      ...validBody,
      date: '2026-06-01T04:00:00.000Z',
      charityGoal: '7500',
      charityPaypalLink: 'https://paypal.me/kids',
      holes: fullRound,
      sponsors: ['Acme Golf'],
      adminUserId: 'someone-else',
      status: 'upcoming',
      charityRaised: 0,
    });
    expect(parsed.date).toBe('2026-06-01');
    expect(parsed.charityGoal).toBe(7500);
    expect(parsed.holes).toHaveLength(18);
    expect(parsed.charityPaypalLink).toBe('https://paypal.me/kids');
  });

  it.each([
    ['name', '', 'Tournament name is required'],
    ['name', '   ', 'Tournament name is required'],
    ['name', undefined, 'Tournament name is required'],
    ['date', '', 'Tournament date is required'],
    ['date', undefined, 'Tournament date is required'],
    ['date', '2026-02-30', messages.tournament.dateInvalid],
    ['course', '', 'Course is required'],
    ['format', '', 'Format is required'],
    ['format', undefined, 'Format is required'],
    ['format', 'skins', messages.tournament.formatInvalid],
    ['charityName', '', 'Charity name is required'],
    ['charityGoal', 0, 'Charity goal must be greater than 0'],
    ['charityGoal', '', 'Charity goal must be greater than 0'],
    ['charityGoal', 'lots', 'Charity goal must be greater than 0'],
    ['charityGoal', 99.5, 'Charity goal must be greater than 0'],
    ['charityGoal', -10, 'Charity goal must be greater than 0'],
    ['charityPaypalLink', 'www.paypal.me', 'Invalid Link Format: Please enter a valid URL starting with http:// or https://'],
  ])('reports %s = %p as "%s"', (field, value, message) => {
    expect(issueMessages(createTournamentInput, { ...validBody, [field]: value })).toEqual([message]);
    expect(issuePaths(createTournamentInput, { ...validBody, [field]: value })).toEqual([field]);
  });

  it('refuses a partial set of holes or repeated hole numbers', () => {
    expect(issueMessages(createTournamentInput, { ...validBody, holes: fullRound.slice(0, 9) })).toEqual([messages.tournament.holesInvalid]);
    const repeated = fullRound.map((entry, index) => (index === 17 ? { ...entry, number: 1 } : entry));
    expect(issueMessages(createTournamentInput, { ...validBody, holes: repeated })).toEqual([messages.tournament.holesInvalid]);
  });

  it('does not require an admin user id from the client', () => {
    expect(createTournamentInput.safeParse(validBody).success).toBe(true);
  });
});

describe('createTournamentInputFor(today)', () => {
  const schema = createTournamentInputFor('2026-05-15');

  it('accepts today and later', () => {
    expect(schema.parse({ ...validBody, date: '2026-05-15' }).date).toBe('2026-05-15');
    expect(schema.parse({ ...validBody, date: '2026-05-16T10:00:00Z' }).date).toBe('2026-05-16');
  });

  it('refuses a date before today', () => {
    expect(issueMessages(schema, { ...validBody, date: '2026-05-14' })).toEqual(['Tournament date cannot be in the past']);
    expect(issueMessages(schema, { ...validBody, date: '2026-05-14T23:59:00Z' })).toEqual(['Tournament date cannot be in the past']);
  });

  it('refuses a malformed today', () => {
    expect(() => createTournamentInputFor('15/05/2026')).toThrow(/calendar date/);
  });
});

describe('createTournamentForm', () => {
  const formValues = { ...validBody, adminUserId: 'uid-123' };

  it('requires the admin user id', () => {
    expect(issueMessages(createTournamentForm, { ...formValues, adminUserId: '' })).toEqual(['Admin user ID is required']);
    expect(issueMessages(createTournamentForm, { ...validBody })).toEqual(['Admin user ID is required']);
  });

  it('applies the past-date rule through its factory', () => {
    expect(issueMessages(createTournamentFormFor('2026-07-01'), formValues)).toEqual(['Tournament date cannot be in the past']);
    expect(createTournamentFormFor('2026-06-01').parse(formValues).adminUserId).toBe('uid-123');
  });

  it('ships the defaults for a new form', () => {
    const { charityGoal: _typedGoal, format: _typedFormat, ...typed } = formValues;
    const parsed = createTournamentForm.parse({ ...createTournamentFormDefaults, ...typed });
    expect(parsed.format).toBe('best-ball');
    expect(parsed.charityGoal).toBe(5000);
    expect(parsed.charityPaypalLink).toBeNull();
  });
});

describe('updateTournamentInput', () => {
  it('accepts any single field, including any status', () => {
    for (const body of [{ name: 'Renamed' }, { status: 'completed' }, { status: 'upcoming' }, { tieBreak: 'countback-all' }]) {
      expect(updateTournamentInput.parse(body)).toEqual(body);
    }
  });

  it('normalises a date', () => {
    expect(updateTournamentInput.parse({ date: '2026-08-09T00:00:00Z' })).toEqual({ date: '2026-08-09' });
  });

  it('refuses an empty body and blank names', () => {
    expect(issueMessages(updateTournamentInput, {})).toEqual([messages.validation.atLeastOneField]);
    expect(issueMessages(updateTournamentInput, { name: ' ' })).toContain('Tournament name is required');
    expect(issueMessages(updateTournamentInput, { status: 'finished' })).toEqual([messages.tournament.statusInvalid]);
    expect(issueMessages(updateTournamentInput, { tieBreak: 'coin-toss' })).toEqual([messages.tournament.tieBreakInvalid]);
  });
});

describe('tournament', () => {
  // As a visitor reads it: what they may do there, and no admin account id.
  const stored = {
    id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    name: 'Spring Charity Classic',
    course: 'Pebble Creek',
    date: '2026-06-01',
    format: 'scramble',
    holes: fullRound,
    canManage: false,
    isMember: false,
    myRole: null,
    status: 'upcoming',
    charityName: 'Kids Golf Fund',
    charityGoal: 5000,
    charityRaised: 1234.56,
    sponsors: [],
    charityPaypalLink: null,
    createdAt: '2026-05-01T10:00:00.000Z',
    updatedAt: '2026-05-01T10:00:00.000Z',
  };

  it('parses an API tournament and fills the settings defaults', () => {
    const parsed = tournament.parse(stored);
    expect(parsed.tieBreak).toBe('share');
    expect(parsed.courseId).toBeNull();
    expect(parsed.handicapAllowances).toBeNull();
  });

  it('refuses a date-time where a calendar date belongs', () => {
    expect(tournament.safeParse({ ...stored, date: '2026-06-01T00:00:00Z' }).success).toBe(false);
  });

  it("needs the caller's own canManage, isMember and myRole, and takes the admin id only as the admin's own read sends it", () => {
    expect(tournament.safeParse({ ...stored, canManage: undefined }).success).toBe(false);
    expect(tournament.safeParse({ ...stored, myRole: undefined }).success).toBe(false);
    expect(tournament.safeParse({ ...stored, myRole: 'treasurer' }).success).toBe(false);
    expect(tournament.parse({ ...stored, myRole: 'check-in' }).myRole).toBe('check-in');
    expect(tournament.parse({ ...stored, canManage: true, adminUserId: 'uid-123' }).adminUserId).toBe('uid-123');
  });

  it('broadcasts (publicTournament) nothing about a caller and no admin account id', () => {
    const broadcast = publicTournament.parse({ ...stored, canManage: true, isMember: true, myRole: 'owner', adminUserId: 'uid-123' });
    expect(['canManage', 'isMember', 'myRole', 'adminUserId'].filter((field) => field in broadcast)).toEqual([]);
  });
});
