import { z } from 'zod';

/** The signed-in user as the identity service reports it. */
export const user = z.object({
  uid: z.string().min(1),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
});
export type User = z.infer<typeof user>;
