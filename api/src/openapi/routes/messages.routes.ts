import { idParams } from '@fairway/contracts';
import {
  fieldMessage,
  fieldMessageInput,
  fieldMessageParams,
  fieldMessagePreview,
  fieldMessagesResponse,
  messageDeliveriesResponse,
  scorecardBannersResponse,
} from '@fairway/contracts/field-message';
import type { OpenApiRoute } from '../openapi-route';

const tag = 'Messages to the field';
const base = '/api/tournaments/{id}/messages';
const input = { name: 'FieldMessageInput', schema: fieldMessageInput };

export const messagesRoutes: OpenApiRoute[] = [
  {
    method: 'post',
    path: `${base}/preview`,
    tag,
    summary:
      'Who a message would reach (addresses, players without one, unsubscribed addresses) and its e-mail as the first recipient reads it (messages.send)',
    description: 'Nothing is saved or sent. 400 when the team is not in this tournament.',
    access: 'tournament-admin',
    params: idParams,
    body: input,
    success: [{ status: 200, description: 'The recipients and the rendered e-mail', body: { name: 'FieldMessagePreview', schema: fieldMessagePreview } }],
    extraErrors: [404],
  },
  {
    method: 'post',
    path: base,
    tag,
    summary:
      'Sends a message to all players, one team or the unpaid teams: one e-mail per address, and a banner on their scorecards when asked (messages.send)',
    description:
      'At most 3 messages an hour and 10 a day per tournament (429 names which); 400 when nobody in the audience has an e-mail address and the message is not shown on scorecards. Unsubscribed addresses are skipped (their delivery reads suppressed).',
    access: 'tournament-admin',
    params: idParams,
    body: input,
    success: [{ status: 201, description: 'The message as the history lists it, its e-mails queued', body: { name: 'FieldMessage', schema: fieldMessage } }],
    extraErrors: [404],
  },
  {
    method: 'get',
    path: base,
    tag,
    summary:
      "Every message of the tournament (to the field, the reminder, the results), newest first, with who sent it and its e-mails' states (messages.send)",
    access: 'tournament-admin',
    params: idParams,
    success: [{ status: 200, description: 'The history', body: { name: 'FieldMessagesResponse', schema: fieldMessagesResponse } }],
    extraErrors: [404],
  },
  {
    method: 'get',
    path: `${base}/mine`,
    tag,
    summary: "The banners of the caller's scorecard: the 5 newest messages shown on scorecards whose audience includes the caller's team",
    description: 'Empty for anyone who plays on no team of the tournament, or on a team outside every audience.',
    access: 'signed-in',
    params: idParams,
    success: [{ status: 200, description: 'The banners, newest first', body: { name: 'ScorecardBannersResponse', schema: scorecardBannersResponse } }],
    extraErrors: [404],
  },
  {
    method: 'get',
    path: `${base}/{messageId}/deliveries`,
    tag,
    summary: "One message's e-mails, one per recipient: the player and team, the address, its state, why it failed, when it was sent (messages.send)",
    access: 'tournament-admin',
    params: fieldMessageParams,
    success: [{ status: 200, description: 'The deliveries', body: { name: 'MessageDeliveriesResponse', schema: messageDeliveriesResponse } }],
    extraErrors: [404],
  },
];
