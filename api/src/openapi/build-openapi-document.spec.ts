import { idParams, tournament, updateTournamentInput } from '@fairway/contracts';
import { buildOpenApiDocument } from './build-openapi-document';
import type { OpenApiRoute } from './openapi-route';

const getTournament: OpenApiRoute = {
  method: 'get',
  path: '/api/tournaments/{id}',
  tag: 'Tournaments',
  summary: 'One tournament',
  access: 'public',
  params: idParams,
  success: [{ status: 200, description: 'The tournament', body: { name: 'Tournament', schema: tournament } }],
  extraErrors: [404],
};

const patchTournament: OpenApiRoute = {
  ...getTournament,
  method: 'patch',
  access: 'tournament-admin',
  body: { name: 'UpdateTournamentInput', schema: updateTournamentInput },
};

type Operation = { responses: Record<string, unknown>; description: string; operationId: string };

describe('buildOpenApiDocument', () => {
  it('derives error responses from the inputs and access of a route', () => {
    const document = buildOpenApiDocument([getTournament, patchTournament]);
    const item = document.paths['/api/tournaments/{id}'] as Record<string, Operation>;
    expect(Object.keys(item.get!.responses)).toEqual(['200', '400', '404', '503']);
    expect(Object.keys(item.patch!.responses)).toEqual(['200', '400', '401', '403', '404', '429', '503']);
    expect(item.patch!.description).toContain("The tournament's event team by the role matrix");
    expect(item.patch!.operationId).toBe('patchTournamentsId');
  });

  it('shares one component per schema name', () => {
    const document = buildOpenApiDocument([getTournament, patchTournament]);
    const schemas = (document.components as { schemas: Record<string, unknown> }).schemas;
    expect(Object.keys(schemas).sort()).toEqual(['ErrorBody', 'Tournament', 'UpdateTournamentInput']);
  });

  it('refuses a route listed twice', () => {
    expect(() => buildOpenApiDocument([getTournament, getTournament])).toThrow(/listed twice: GET \/api\/tournaments\/\{id\}/);
  });

  it('refuses one name for two different schemas', () => {
    const clash: OpenApiRoute = { ...patchTournament, body: { name: 'Tournament', schema: updateTournamentInput } };
    expect(() => buildOpenApiDocument([getTournament, clash])).toThrow(/"Tournament" is used for two different schemas/);
  });
});
