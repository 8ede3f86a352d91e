import { z } from 'zod';

const testEnvSchema = z.object({
  TEST_DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  TEST_TEMPLATE_DATABASE: z
    .string()
    .regex(/^[a-z0-9_]+$/)
    .optional(),
});

/**
 * Test-only settings: TEST_DATABASE_URL is an admin URL of a PostgreSQL to create test databases on;
 * TEST_TEMPLATE_DATABASE the migrated database on it they are copied from (set by the jest global setup).
 */
export const testEnv = testEnvSchema.parse({
  TEST_DATABASE_URL: process.env.TEST_DATABASE_URL || undefined,
  TEST_TEMPLATE_DATABASE: process.env.TEST_TEMPLATE_DATABASE || undefined,
});
