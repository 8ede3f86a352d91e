import { z } from 'zod';
import { tournamentRecord } from './tournament.schema';

/**
 * Reply of the three charity PATCH calls (the tournament admin's own writes): the updated tournament plus the milestone thresholds (dollars)
 * that this change crossed, lowest first, so the client can notify. Only a raised amount going up crosses any.
 */
export const charityUpdateResponse = tournamentRecord.extend({
  milestonesCrossed: z.array(z.number().int().positive()),
});
export type CharityUpdateResponse = z.infer<typeof charityUpdateResponse>;
