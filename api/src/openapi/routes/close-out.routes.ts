import { idParams } from '@fairway/contracts';
import { closeOutCount, closeOutReport, createCloseOutCount } from '@fairway/contracts/close-out';
import type { OpenApiRoute } from '../openapi-route';

const base = '/api/tournaments/{id}';
const who =
  'A desk volunteer (check-in or auction desk) reads their own line only; the owner and co-organisers every line, the names and the totals. Anyone else: 403; a revoked volunteer: 403 `EVENT_ROLE_REVOKED`.';

/** The desk's close-out: per person and per method, recorded against counted. */
export const closeOutRoutes: OpenApiRoute[] = [
  {
    method: 'get',
    path: `${base}/close-out`,
    tag: 'Close-out',
    summary: 'Per person and per method: received money recorded and refunded, the net, and the latest count of cash and cheques against it',
    description: `Voided entries are left out of the totals (counted aside); pledges are not money in hand. Money the processor took online is a line of its own. Amounts in cents. ${who}`,
    access: 'signed-in',
    params: idParams,
    success: [{ status: 200, description: 'The close-out report', body: { name: 'CloseOutReport', schema: closeOutReport } }],
    extraErrors: [403, 404],
  },
  {
    method: 'get',
    path: `${base}/close-out.csv`,
    tag: 'Close-out',
    summary: 'The close-out as CSV: a row per person and method (amounts in dollars), the organisers’ export ending with the totals',
    description: who,
    access: 'signed-in',
    params: idParams,
    success: [{ status: 200, description: 'text/csv, one row per person and method', media: ['text/csv'] }],
    extraErrors: [403, 404],
  },
  {
    method: 'post',
    path: `${base}/close-out/counts`,
    tag: 'Close-out',
    summary: 'Declare what you counted at the end of your shift (cash or cheques, in cents)',
    description: `A new row every time, never edited: the latest count of each method is the one set against the recorded money. Names who declared and when. ${who}`,
    access: 'signed-in',
    params: idParams,
    body: { name: 'CreateCloseOutCount', schema: createCloseOutCount },
    success: [{ status: 201, description: 'The declared count', body: { name: 'CloseOutCount', schema: closeOutCount } }],
    extraErrors: [403, 404],
  },
];
