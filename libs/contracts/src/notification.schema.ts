import { z } from 'zod';
import { entityId } from './common.schema';
import { notificationTypes } from './notification-preferences';

export * from './notification-preferences';

export const notificationType = z.enum(notificationTypes);

export const notification = z.object({
  type: notificationType,
  title: z.string().min(1),
  message: z.string(),
  tournamentId: entityId,
  data: z.record(z.string(), z.unknown()).default({}),
});
export type Notification = z.infer<typeof notification>;
