import type { ContestEntryResponse } from '@fairway/contracts/contest';
import type { Response } from 'express';

/** 201 when the entry was stored now, 200 when its id was stored before (a replay: nothing more is written). */
export function entryReply({ created, ...answer }: ContestEntryResponse & { created: boolean }, response: Response): ContestEntryResponse {
  response.status(created ? 201 : 200);
  return answer;
}
