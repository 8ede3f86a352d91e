import type { z } from 'zod';
import type { NamedSchema } from './openapi-route';
import { type JsonSchema, toJsonSchema } from './to-json-schema';

/** Collects named schemas for components.schemas and hands out $refs to them. */
export class SchemaComponents {
  private readonly sources = new Map<string, { schema: z.ZodType; io: 'input' | 'output' }>();
  private readonly schemas: Record<string, JsonSchema> = {};

  ref({ name, schema }: NamedSchema, io: 'input' | 'output'): { $ref: string } {
    const known = this.sources.get(name);
    if (known && (known.schema !== schema || known.io !== io)) {
      throw new Error(`OpenAPI schema name "${name}" is used for two different schemas`);
    }
    if (!known) {
      this.sources.set(name, { schema, io });
      this.schemas[name] = toJsonSchema(schema, io);
    }
    return { $ref: `#/components/schemas/${name}` };
  }

  all(): Record<string, JsonSchema> {
    return this.schemas;
  }
}
