import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/**
 * The JSON Schema (2020-12, OpenAPI 3.1's dialect) of a contracts schema: what a client sends ('input':
 * defaults make fields optional) or what the API answers ('output'). Refinements and transforms cannot be
 * expressed and are left out; the API still applies them.
 */
export function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' });
  return jsonSchema;
}
