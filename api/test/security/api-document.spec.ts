// The checks that keep the attack suite as wide as the API, on a small made-up document: they must fail
// when a route has no row, when a row outlives its route, and when a public read has a parameter the
// seeded event cannot fill.
import { type ApiDocument, documentRoutes, filledUrl, routeCoverage } from './support/api-document';

const signedIn = [{ firebaseIdToken: [] }];
const publicRead = [{}, ...signedIn];
const document: ApiDocument = {
  paths: {
    '/api/tournaments/{id}': {
      get: { security: publicRead, parameters: [{ name: 'id', in: 'path', required: true }] },
      patch: { security: signedIn, parameters: [{ name: 'id', in: 'path', required: true }] },
      delete: { security: signedIn },
    },
    '/api/players/{id}': { patch: { security: signedIn } },
    '/api/scores/hole': {
      get: {
        security: publicRead,
        parameters: [
          { name: 'tournamentId', in: 'query', required: true },
          { name: 'hole', in: 'query', required: true },
          { name: 'page', in: 'query', required: false },
        ],
      },
    },
    '/api/chat/suggestions': {
      get: { security: publicRead, parameters: [{ name: 'currentPage', in: 'query', required: true, schema: { enum: ['home', 'tv'] } }] },
    },
    '/api/tournaments/{id}/ledger': { get: { security: signedIn } },
  },
};
const rows = ['PATCH /api/tournaments/{id}', 'DELETE /api/tournaments/{id}', 'PATCH /api/players/{id} (edit)', 'PATCH /api/players/{id} (check-in)'];

describe('routeCoverage', () => {
  it('is satisfied when every mutating route has a row (a route may have several, told apart in brackets)', () => {
    expect(routeCoverage(document, rows)).toEqual({ missing: [], stale: [] });
  });

  it('names a mutating route of the document without a row', () => {
    expect(
      routeCoverage(
        document,
        rows.filter((row) => !row.startsWith('DELETE')),
      ),
    ).toEqual({ missing: ['DELETE /api/tournaments/{id}'], stale: [] });
  });

  it('names a row whose route the document no longer has, or that names a read', () => {
    expect(routeCoverage(document, [...rows, 'POST /api/tournaments/{id}/teams', 'GET /api/tournaments/{id}'])).toEqual({
      missing: [],
      stale: ['POST /api/tournaments/{id}/teams', 'GET /api/tournaments/{id}'],
    });
  });

  it('tells a route from the same path with another parameter name', () => {
    expect(routeCoverage(document, ['PATCH /api/tournaments/{tournamentId}', ...rows.slice(1)]).missing).toEqual(['PATCH /api/tournaments/{id}']);
  });
});

describe('public reads of the document', () => {
  const values = { id: 't-1', tournamentId: 't 2', hole: '2' };

  it('are the GETs a visitor may make, nothing signed-in only', () => {
    expect(
      documentRoutes(document)
        .filter((route) => route.public)
        .map((route) => route.name),
    ).toEqual(['GET /api/tournaments/{id}', 'GET /api/scores/hole', 'GET /api/chat/suggestions']);
  });

  it('fill path and required query parameters from the seeded values, an enum with its first value', () => {
    const urls = documentRoutes(document)
      .filter((route) => route.public)
      .map((route) => filledUrl(route, values));
    expect(urls).toEqual(['/api/tournaments/t-1', '/api/scores/hole?tournamentId=t%202&hole=2', '/api/chat/suggestions?currentPage=home']);
  });

  it('fail, naming the route and parameter, when the seeded event has no value for it', () => {
    const [route] = documentRoutes(document).filter((candidate) => candidate.path === '/api/scores/hole');
    expect(() => filledUrl(route!, { tournamentId: 't-1' })).toThrow('GET /api/scores/hole: no value for its query parameter "hole"');
  });
});
