import type { MailTemplateData } from '@fairway/contracts/mail';
import { mailTexts } from '@fairway/contracts/mail-texts';
import { calendarFile } from '../../../common/calendar/calendar-file';
import type { MailAttachment, MailContext, MailDocument } from './mail-document';
import { dateIn } from './mail-format';

const texts = mailTexts.eventReminder;
type Reminder = MailTemplateData['event-reminder'];

const joinQrCid = 'join-qr@fairway-fund';
/** A round with its start and the gathering after: long enough for the calendar to keep the day free. */
const eventMinutes = 5 * 60;
/** The calendar date itself, whatever the zone ("Saturday, June 6, 2026"). */
const dayInWords = (date: string) => dateIn(`${date}T12:00:00Z`, 'UTC');
const fileName = (name: string) => texts.calendarFileName(name.replace(/[\\/:*?"<>|\r\n]+/g, '-').trim() || 'event');

/** Before the day: when and where, the player's start and team, their team's join QR and the event for their calendar. */
export function eventReminder(data: Reminder, context: MailContext): MailDocument {
  const day = dayInWords(data.date);
  const joinUrl = data.joinPath && context.link(data.joinPath);
  const intro = texts.intro(context.tournamentName, day);
  return {
    subject: texts.subject(context.tournamentName, day.split(',').slice(0, 2).join(',')),
    preheader: intro,
    blocks: [
      { kind: 'paragraph', text: mailTexts.greeting(data.recipientName) },
      { kind: 'paragraph', text: intro },
      {
        kind: 'facts',
        rows: [
          [texts.when, data.startTime ? texts.startTime(day, data.startTime) : day],
          [texts.where, data.courseName],
          [texts.start, data.startLabel ?? texts.startsLater],
          ...(data.teamName ? [[texts.team, data.teamName] as const] : []),
        ],
      },
      joinUrl && { kind: 'paragraph', text: texts.joinHelp },
      joinUrl && { kind: 'image', cid: joinQrCid, alt: texts.joinAlt, href: joinUrl, size: 200 },
      joinUrl && { kind: 'button', label: texts.joinButton, url: joinUrl },
      !joinUrl && { kind: 'button', label: texts.scorecardButton, url: context.link(data.scorecardPath) },
      { kind: 'paragraph', text: texts.calendar },
    ],
    attachments: [...(joinUrl ? [{ kind: 'qr', filename: 'join-your-team.png', cid: joinQrCid, text: joinUrl } as const] : []), calendar(data, context)],
  };
}

function calendar(data: Reminder, context: MailContext): MailAttachment {
  const start = data.startsAt ? new Date(data.startsAt) : null;
  return {
    kind: 'file',
    filename: fileName(context.tournamentName),
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: calendarFile({
      // One event per tournament: opening a second copy updates it rather than adding another.
      uid: `${context.tournamentId}@fairway-fund`,
      date: data.date,
      timed: start && { start, end: new Date(start.getTime() + eventMinutes * 60_000) },
      title: context.tournamentName,
      location: data.courseName,
      description: texts.calendarDescription(data.startLabel, data.teamName ?? null),
      url: context.link(data.joinPath ?? data.scorecardPath),
      stamp: new Date(),
    }),
  };
}
