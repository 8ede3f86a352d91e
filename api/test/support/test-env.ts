import { z } from 'zod';

const testEnvSchema = z.object({
  TEST_DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
});

/** Test-only settings: TEST_DATABASE_URL is an admin URL of a PostgreSQL to create test databases on. */
export const testEnv = testEnvSchema.parse({ TEST_DATABASE_URL: process.env.TEST_DATABASE_URL || undefined });
