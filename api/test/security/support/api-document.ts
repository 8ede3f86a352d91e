// The attack suite's list of routes comes from the API document (/api/docs/openapi.json, built by
// api/src/openapi): a route added to the API is probed without anyone remembering to add it here.
import request from 'supertest';

type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

interface DocumentParameter {
  name: string;
  in: 'path' | 'query' | string;
  required?: boolean;
  schema?: { enum?: unknown[] };
}

interface DocumentOperation {
  security?: Array<Record<string, unknown>>;
  parameters?: DocumentParameter[];
}

/** The slice of an OpenAPI document the suite reads. */
export interface ApiDocument {
  paths: Record<string, Partial<Record<HttpMethod, DocumentOperation>>>;
}

/** One operation of the document, named as the role matrix names its rows: "POST /api/teams/{id}". */
export interface DocumentRoute {
  name: string;
  method: HttpMethod;
  path: string;
  /** A visitor may call it: its security allows no credentials at all. */
  public: boolean;
  parameters: DocumentParameter[];
}

export async function readApiDocument(http: Parameters<typeof request>[0]): Promise<ApiDocument> {
  return (await request(http).get('/api/docs/openapi.json').expect(200)).body as ApiDocument;
}

export function documentRoutes(document: ApiDocument): DocumentRoute[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      method: method as HttpMethod,
      path,
      public: (operation?.security ?? []).some((requirement) => Object.keys(requirement).length === 0),
      parameters: operation?.parameters ?? [],
    })),
  );
}

/** The route a row stands for: its name up to a variant in brackets ("PATCH /api/players/{id} (check-in)"). */
export const rowRoute = (rowName: string): string => rowName.replace(/\s+\(.*\)$/, '');

/**
 * Which mutating routes of the document have no row, and which rows name a route the document no longer
 * has. Both must be empty: a new route is probed from the day it exists, a removed one is not tested in vain.
 */
export function routeCoverage(document: ApiDocument, rowNames: readonly string[]): { missing: string[]; stale: string[] } {
  const mutating = documentRoutes(document)
    .filter((route) => route.method !== 'get')
    .map((route) => route.name);
  const covered = new Set(rowNames.map(rowRoute));
  return {
    missing: mutating.filter((name) => !covered.has(name)),
    stale: [...covered].filter((name) => !mutating.includes(name)),
  };
}

/**
 * The URL of a GET of the document with its path parameters and required query parameters filled in from
 * `values` (an enum parameter takes its first value). A parameter with no value fails loudly, naming it:
 * a new route's parameter gets a value from the seeded event rather than a skipped scan.
 */
export function filledUrl(route: DocumentRoute, values: Readonly<Record<string, string>>): string {
  const valueOf = (parameter: DocumentParameter) => {
    const value = values[parameter.name] ?? parameter.schema?.enum?.[0];
    if (value === undefined) throw new Error(`${route.name}: no value for its ${parameter.in} parameter "${parameter.name}"`);
    return encodeURIComponent(String(value));
  };
  const query = route.parameters
    .filter((parameter) => parameter.in === 'query' && parameter.required)
    .map((parameter) => `${parameter.name}=${valueOf(parameter)}`);
  const path = route.path.replace(/\{(\w+)\}/g, (_all, name: string) => {
    const parameter = route.parameters.find((candidate) => candidate.in === 'path' && candidate.name === name) ?? { name, in: 'path' };
    return valueOf(parameter);
  });
  return query.length ? `${path}?${query.join('&')}` : path;
}
