import type { z } from 'zod';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Who may call a route; the document turns it into security requirements and 401/403 responses. */
export type RouteAccess = 'public' | 'signed-in' | 'tournament-admin' | 'team-member-or-admin' | 'station';

/** A contracts schema with the name it gets under components.schemas. */
export interface NamedSchema {
  name: string;
  schema: z.ZodType;
}

export interface SuccessResponse {
  /** 303: a page's form answered by sending the browser on (the test checkout). */
  status: 200 | 201 | 204 | 303;
  description: string;
  body?: NamedSchema;
  /** A body that is not JSON (a CSV file, an image): its media types. */
  media?: string[];
}

/** One route of the API as the OpenAPI document lists it. */
export interface OpenApiRoute {
  method: HttpMethod;
  /** OpenAPI path template, e.g. /api/tournaments/{id}. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  access: RouteAccess;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: NamedSchema;
  /** A body sent as bytes rather than JSON (an uploaded image): its media types. */
  rawBody?: { description: string; mediaTypes: string[] };
  success: SuccessResponse[];
  /** Error statuses the inputs and access do not already imply (404 for a missing resource, 409, 503). */
  extraErrors?: number[];
  /** The route reads nothing from the database, so it never answers its 503 (liveness). */
  withoutDatabase?: true;
}
