import type { MailTemplateData } from '@fairway/contracts/mail';
import { eventRoleDuties, eventRoleLabels } from '@fairway/contracts/event-team-texts';
import { mailTexts } from '@fairway/contracts/mail-texts';
import type { MailContext, MailDocument } from './mail-document';

const texts = mailTexts.eventInvite;

/** An organiser's invitation to the event team: who invited, the role in words, and the one-time link and code. */
export function eventInvite(data: MailTemplateData['event-invite'], context: MailContext): MailDocument {
  const intro = texts.intro(data.inviterName, eventRoleLabels[data.role].toLowerCase(), context.tournamentName);
  return {
    subject: texts.subject(data.inviterName, context.tournamentName),
    preheader: intro,
    blocks: [
      { kind: 'paragraph', text: mailTexts.greeting(null) },
      { kind: 'paragraph', text: intro },
      {
        kind: 'facts',
        rows: [
          [texts.role, eventRoleLabels[data.role]],
          [texts.duties, eventRoleDuties[data.role]],
        ],
      },
      { kind: 'paragraph', text: texts.action },
      { kind: 'button', label: texts.button, url: context.link(data.invitePath) },
      { kind: 'code', label: texts.code, value: data.code },
    ],
  };
}
