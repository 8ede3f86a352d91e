import { calendarFile } from './calendar-file';

const event = {
  uid: 'abc@fairway',
  date: '2026-12-31',
  title: 'Kids, Golf; and Fun',
  location: 'Pine Valley',
  description: `Team: Birdies\nStarting hole: 7 ${'é'.repeat(60)}`,
  url: 'https://golf.example.org/tournament/t1/register/confirmation/tok',
  stamp: new Date('2026-11-27T10:20:30.456Z'),
};

describe('calendarFile', () => {
  it('is an all-day event on the date (ending the next day, across a year end) with its text escaped', () => {
    const file = calendarFile(event);
    expect(file).toContain('DTSTART;VALUE=DATE:20261231\r\n');
    expect(file).toContain('DTEND;VALUE=DATE:20270101\r\n');
    expect(file).toContain('DTSTAMP:20261127T102030Z\r\n');
    expect(file).toContain('SUMMARY:Kids\\, Golf\\; and Fun\r\n');
    expect(file.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('runs from the start to the end, written in UTC, when the start is known', () => {
    const file = calendarFile({ ...event, timed: { start: new Date('2026-12-31T13:00:00Z'), end: new Date('2026-12-31T18:00:00Z') } });
    expect(file).toContain('DTSTART:20261231T130000Z\r\n');
    expect(file).toContain('DTEND:20261231T180000Z\r\n');
    expect(file).not.toContain('VALUE=DATE');
  });

  it('folds lines longer than 75 octets without splitting a character, and unfolds to the same text', () => {
    const file = calendarFile(event);
    for (const line of file.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const description = file
      .replace(/\r\n /g, '')
      .split('\r\n')
      .find((line) => line.startsWith('DESCRIPTION:'));
    expect(description).toBe(`DESCRIPTION:Team: Birdies\\nStarting hole: 7 ${'é'.repeat(60)}`);
  });
});
