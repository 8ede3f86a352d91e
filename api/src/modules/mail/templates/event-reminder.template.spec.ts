import type { MailTemplateData } from '@fairway/contracts/mail';
import { renderMail, type MailContext } from './render-mail';

const context: MailContext = {
  tournamentId: '8d1f0a4e-3c2b-4f5a-9e6d-7b8c9d0e1f2a',
  tournamentName: 'Spring / Classic',
  charityName: 'Kids Foundation',
  timeZone: 'America/New_York',
  link: (path) => `https://golf.example.org${path}`,
  unsubscribeUrl: null,
};

const reminder: MailTemplateData['event-reminder'] = {
  recipientName: 'Ann',
  teamName: 'Birdies',
  date: '2026-06-06',
  courseName: 'Pine Valley, North',
  startLabel: 'Hole 7B',
  startTime: '08:00',
  startsAt: '2026-06-06T12:00:00.000Z',
  joinPath: '/tournament/t1/join?code=K7P2QX',
  scorecardPath: '/scorecard?tournamentId=t1',
};

const render = (data: Partial<MailTemplateData['event-reminder']> = {}) => renderMail({ template: 'event-reminder', data: { ...reminder, ...data } }, context);
const calendarOf = (mail: ReturnType<typeof render>) => {
  const file = mail.attachments.find((attachment) => attachment.kind === 'file');
  return file?.kind === 'file' ? file : undefined;
};

describe('the event reminder e-mail', () => {
  it('says when, where, the start and the team, and links the join QR (shown inline) to the team', () => {
    const mail = render();
    expect(mail.subject).toBe('See you Saturday, June 6: Spring / Classic');
    expect(mail.text).toContain('When: Saturday, June 6, 2026, 08:00');
    expect(mail.text).toContain('Where: Pine Valley, North');
    expect(mail.text).toContain('Your start: Hole 7B');
    expect(mail.text).toContain('Your team: Birdies');
    expect(mail.text).toContain('Join your team:\nhttps://golf.example.org/tournament/t1/join?code=K7P2QX');
    expect(mail.html).toContain('src="cid:join-qr@fairway-fund"');
    expect(mail.attachments).toContainEqual({
      kind: 'qr',
      filename: 'join-your-team.png',
      cid: 'join-qr@fairway-fund',
      text: 'https://golf.example.org/tournament/t1/join?code=K7P2QX',
    });
  });

  it('attaches the event from the start as a calendar file named after the tournament, with one UID per tournament', () => {
    const calendar = calendarOf(render());
    expect(calendar?.filename).toBe('Spring - Classic.ics');
    expect(calendar?.contentType).toMatch(/^text\/calendar/);
    const unfolded = calendar!.content.replace(/\r\n /g, '');
    expect(unfolded).toContain('DTSTART:20260606T120000Z\r\n');
    expect(unfolded).toContain('DTEND:20260606T170000Z\r\n');
    expect(unfolded).toContain('LOCATION:Pine Valley\\, North\r\n');
    expect(unfolded).toContain('UID:8d1f0a4e-3c2b-4f5a-9e6d-7b8c9d0e1f2a@fairway-fund\r\n');
    expect(unfolded).toContain('URL:https://golf.example.org/tournament/t1/join?code=K7P2QX\r\n');
  });

  it('without a start time is an all-day event; without a start or a team it says so and links the scorecard', () => {
    const mail = render({ startLabel: null, startTime: null, startsAt: null, joinPath: null, teamName: null });
    expect(calendarOf(mail)!.content).toContain('DTSTART;VALUE=DATE:20260606\r\n');
    expect(mail.text).toContain('When: Saturday, June 6, 2026\n');
    expect(mail.text).toContain('Your start: Your starting hole is announced on the day');
    expect(mail.text).not.toContain('Your team');
    expect(mail.text).toContain('Open your scorecard:\nhttps://golf.example.org/scorecard?tournamentId=t1');
    expect(mail.attachments.map((attachment) => attachment.kind)).toEqual(['file']);
  });
});

describe('the results and thank-you e-mails', () => {
  it("states the team's place among the teams placed, the money raised and the winners", () => {
    const mail = renderMail(
      {
        template: 'event-results',
        data: {
          recipientName: 'Ann',
          teamName: 'Birdies',
          place: 2,
          teamsPlaced: 12,
          raisedCents: 12_345_00,
          winners: [{ title: '1st Place', winner: 'Eagles' }],
          resultsPath: '/leaderboard?tournamentId=t1',
        },
      },
      context,
    );
    expect(mail.subject).toBe('The results of Spring / Classic');
    expect(mail.text).toContain('Birdies finished 2nd of 12.');
    expect(mail.text).toContain('Together we raised $12,345.00 for Kids Foundation.');
    expect(mail.text).toContain('THE WINNERS\n1st Place: Eagles');
    expect(mail.text).toContain('See the final leaderboard:\nhttps://golf.example.org/leaderboard?tournamentId=t1');
  });

  it("thanks a donor for their gifts with the event's total and their receipt", () => {
    const mail = renderMail(
      {
        template: 'donor-thank-you',
        data: { recipientName: 'Dana', giftCents: 250_00, raisedCents: 12_345_00, receiptPath: '/tournament/t1/donate/receipt/tok' },
      },
      context,
    );
    expect(mail.text).toContain('Thank you for your gift of $250.00 to Kids Foundation through Spring / Classic.');
    expect(mail.text).toContain('raised $12,345.00');
    expect(mail.text).toContain('View your receipt:\nhttps://golf.example.org/tournament/t1/donate/receipt/tok');
  });
});
