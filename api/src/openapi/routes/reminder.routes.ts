import { idParams } from '@fairway/contracts';
import { reminderSettingsInput, reminderState, resultsState } from '@fairway/contracts/field-message';
import type { OpenApiRoute } from '../openapi-route';

const tag = 'Messages to the field';
const base = '/api/tournaments/{id}/messages';
const state = { name: 'ReminderState', schema: reminderState };

/** The reminder before the day and the results after Close Scoring, each sent once per tournament. */
export const reminderRoutes: OpenApiRoute[] = [
  {
    method: 'get',
    path: `${base}/reminder`,
    tag,
    summary: "The reminder's settings, when it falls due (in the venue's time zone) and when it went (messages.send)",
    access: 'tournament-admin',
    params: idParams,
    success: [{ status: 200, description: 'The reminder', body: state }],
    extraErrors: [404],
  },
  {
    method: 'put',
    path: `${base}/reminder`,
    tag,
    summary: 'Sets whether the reminder goes, how many days before the event and at what time of that day (messages.send)',
    description: 'Every API process sends a due reminder within half a minute, once per tournament.',
    access: 'tournament-admin',
    params: idParams,
    body: { name: 'ReminderSettingsInput', schema: reminderSettingsInput },
    success: [{ status: 200, description: 'The reminder', body: state }],
    extraErrors: [404],
  },
  {
    method: 'post',
    path: `${base}/reminder/send`,
    tag,
    summary:
      "Sends the reminder now to every player with an e-mail address: when and where, their team's start, its join QR and a calendar file (messages.send)",
    description: '409 once the reminder has gone (now or on its schedule), and once the event day is over.',
    access: 'tournament-admin',
    params: idParams,
    success: [{ status: 200, description: 'The reminder, sent', body: state }],
    extraErrors: [404, 409],
  },
  {
    method: 'get',
    path: `${base}/results`,
    tag,
    summary: "Whether the results and the donors' thank-you went out after Close Scoring, and when (messages.send)",
    description:
      'They go once, when scoring is first closed (when the last holes are hidden for the awards ceremony, once it finishes); closing it again sends nothing.',
    access: 'tournament-admin',
    params: idParams,
    success: [{ status: 200, description: 'The results e-mail', body: { name: 'ResultsState', schema: resultsState } }],
    extraErrors: [404],
  },
];
