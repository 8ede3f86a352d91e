import { entityId } from '@fairway/contracts';
import { mailOutboxHealth } from '@fairway/contracts/mail';
import { z } from 'zod';
import type { OpenApiRoute } from '../openapi-route';

const messageIdParams = z.object({ messageId: entityId });
const unsubscribeNotes =
  'The link of an invitation or waitlist offer (its outbox id is the token). Answers an HTML page; 404 with a page saying so for a link that names no message.';

export const mailRoutes: OpenApiRoute[] = [
  {
    method: 'get',
    path: '/api/mail/health',
    tag: 'Operations',
    summary: 'The e-mail outbox: where mail goes (smtp, or none without SMTP_URL), how many messages wait and for how long, how many failed',
    access: 'public',
    success: [{ status: 200, description: 'The outbox figures', body: { name: 'MailOutboxHealth', schema: mailOutboxHealth } }],
    extraErrors: [503],
  },
  {
    method: 'get',
    path: '/api/mail/unsubscribe/{messageId}',
    tag: 'Mail',
    summary: 'The unsubscribe page: asks before unsubscribing (a mail scanner opening the link changes nothing)',
    description: unsubscribeNotes,
    access: 'public',
    params: messageIdParams,
    success: [{ status: 200, description: 'A page naming the address (masked) with an Unsubscribe button', media: ['text/html'] }],
    extraErrors: [404],
  },
  {
    method: 'post',
    path: '/api/mail/unsubscribe/{messageId}',
    tag: 'Mail',
    summary: "Unsubscribes the message's address from invitations and waitlist offers (RFC 8058 one-click; receipts and refund notices still go)",
    description: unsubscribeNotes,
    access: 'public',
    params: messageIdParams,
    success: [{ status: 200, description: 'A page saying the address is unsubscribed', media: ['text/html'] }],
    extraErrors: [404],
  },
];
