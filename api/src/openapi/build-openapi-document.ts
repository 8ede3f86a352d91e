import { errorBody } from '@fairway/contracts';
import type { z } from 'zod';
import type { OpenApiRoute, RouteAccess } from './openapi-route';
import { openApiRoutes } from './routes';
import { SchemaComponents } from './schema-components';
import { type JsonSchema, toJsonSchema } from './to-json-schema';

export type OpenApiDocument = Record<string, unknown> & { openapi: string; paths: Record<string, Record<string, unknown>> };

const SECURITY_SCHEME = 'firebaseIdToken';
const STATION_SCHEME = 'stationToken';
const errorDescriptions: Record<number, string> = {
  400: 'Invalid input: details lists each field with its message',
  401: 'Sign-in required, or the ID token is missing, expired or invalid',
  402: 'The payment was refused (the test checkout page, saying why)',
  403: 'Signed in, but not allowed to do this',
  404: 'Not found',
  409: 'Conflicts with the current state',
  413: 'The body is larger than the route accepts',
  429: 'Too many requests from this client: wait the Retry-After seconds',
  500: 'The API could not finish: nothing was stored (a webhook event is then sent again by its provider)',
  503: 'A service the API depends on is unavailable (the database: DATABASE_UNAVAILABLE): retry after Retry-After seconds',
};
const accessNotes: Record<RouteAccess, string> = {
  public: 'Open to visitors.',
  'signed-in': 'Any signed-in user.',
  'tournament-admin':
    "The tournament's event team by the role matrix (@fairway/contracts/event-team): the owner (the user whose uid, or verified e-mail, equals the tournament's adminUserId) and co-organisers, and the desk, contest or scorer roles where the route's permission allows them. A revoked member gets 403 EVENT_ROLE_REVOKED.",
  'team-member-or-admin': "A member of the team (a player linked to the caller's account, or carrying the caller's verified e-mail) or the tournament admin.",
  station: "A contest's station link: its token in the X-Station-Token header (401 when missing, revoked or unknown; 403 for another contest's).",
};

function errorStatuses(route: OpenApiRoute): number[] {
  const statuses = new Set(route.extraErrors ?? []);
  if (route.params || route.query || route.body || route.rawBody) statuses.add(400);
  if (route.access !== 'public') statuses.add(401);
  if (route.access === 'tournament-admin' || route.access === 'team-member-or-admin' || route.access === 'station') statuses.add(403);
  // Every write is limited per account and per address (common/limits/write-limits.ts).
  if (route.method !== 'get') statuses.add(429);
  // A database that cannot answer now (restarting, stalled) is a 503 with Retry-After on any route that uses it.
  if (!route.withoutDatabase) statuses.add(503);
  return [...statuses].sort((a, b) => a - b);
}

function parameters(schema: z.ZodObject | undefined, location: 'path' | 'query') {
  if (!schema) return [];
  const json = toJsonSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

function responses(route: OpenApiRoute, components: SchemaComponents) {
  const binary = { schema: { type: 'string', format: 'binary' } };
  const entries: Array<[string, unknown]> = route.success.map(({ status, description, body, media }) => [
    String(status),
    body
      ? { description, content: { 'application/json': { schema: components.ref(body, 'output') } } }
      : media
        ? { description, content: Object.fromEntries(media.map((type) => [type, binary])) }
        : { description },
  ]);
  const error = { content: { 'application/json': { schema: components.ref({ name: 'ErrorBody', schema: errorBody }, 'output') } } };
  for (const status of errorStatuses(route)) entries.push([String(status), { description: errorDescriptions[status], ...error }]);
  return Object.fromEntries(entries);
}

function operationId(route: OpenApiRoute): string {
  const words = route.path
    .replace(/^\/api\//, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return route.method + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

function operation(route: OpenApiRoute, components: SchemaComponents) {
  const signedIn = [{ [SECURITY_SCHEME]: [] }];
  return {
    operationId: operationId(route),
    tags: [route.tag],
    summary: route.summary,
    description: [route.description, accessNotes[route.access]].filter(Boolean).join('\n\n'),
    // Public routes take a token too: a valid one identifies the caller, a bad one is refused.
    security: route.access === 'public' ? [{}, ...signedIn] : route.access === 'station' ? [{ [STATION_SCHEME]: [] }] : signedIn,
    parameters: [...parameters(route.params, 'path'), ...parameters(route.query, 'query')],
    ...(route.body && {
      requestBody: { required: true, content: { 'application/json': { schema: components.ref(route.body, 'input') } } },
    }),
    ...(route.rawBody && {
      requestBody: {
        required: true,
        description: route.rawBody.description,
        content: Object.fromEntries(route.rawBody.mediaTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
      },
    }),
    responses: responses(route, components),
  };
}

/** The OpenAPI 3.1 document of the API, with every schema generated from libs/contracts. */
export function buildOpenApiDocument(routes: readonly OpenApiRoute[] = openApiRoutes): OpenApiDocument {
  const components = new SchemaComponents();
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const pathItem = (paths[route.path] ??= {});
    if (pathItem[route.method]) throw new Error(`OpenAPI route listed twice: ${route.method.toUpperCase()} ${route.path}`);
    pathItem[route.method] = operation(route, components);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Fairway Fund API',
      version: '1.0.0',
      description:
        'Golf charity tournaments: tournaments, teams, scores, leaderboards, charity (the ledger, donations, sponsors, add-ons, birdie pledges) and weather. Money is in dollars.',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    paths,
    components: {
      schemas: components.all(),
      securitySchemes: {
        [SECURITY_SCHEME]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A Firebase ID token' },
        [STATION_SCHEME]: { type: 'apiKey', in: 'header', name: 'X-Station-Token', description: "A contest's station link token" },
      },
    },
  };
}
