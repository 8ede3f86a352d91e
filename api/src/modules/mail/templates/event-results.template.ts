import type { MailTemplateData } from '@fairway/contracts/mail';
import { mailTexts } from '@fairway/contracts/mail-texts';
import { ordinal } from '../../awards/award-list';
import type { MailContext, MailDocument } from './mail-document';
import { money } from './mail-format';

const texts = mailTexts.eventResults;

/** After Close Scoring, to each player: their team's place, what the event raised, the winners and the final board. */
export function eventResults(data: MailTemplateData['event-results'], context: MailContext): MailDocument {
  const intro = texts.intro(context.tournamentName);
  const team = data.teamName;
  return {
    subject: texts.subject(context.tournamentName),
    preheader: intro,
    blocks: [
      { kind: 'paragraph', text: mailTexts.greeting(data.recipientName) },
      { kind: 'paragraph', text: intro },
      team && { kind: 'paragraph', text: data.place ? texts.place(team, ordinal(data.place), data.teamsPlaced) : texts.noPlace(team) },
      { kind: 'paragraph', text: texts.raised(money(data.raisedCents), context.charityName) },
      data.winners.length > 0 && { kind: 'facts', heading: texts.winners, rows: data.winners.map(({ title, winner }) => [title, winner] as const) },
      { kind: 'button', label: texts.button, url: context.link(data.resultsPath) },
    ],
  };
}
