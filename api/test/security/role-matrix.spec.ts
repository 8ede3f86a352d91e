// The role matrix, part 1 (support/role-matrix.ts says what it proves), with the check that its rows cover the API
// document: a route that changes data and has no row, in any part, fails here.
import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readApiDocument, routeCoverage } from './support/api-document';
import { mutatingRoutes } from './support/mutating-routes';
import { describeRoleMatrixPart, roleMatrixParts } from './support/role-matrix';

describeRoleMatrixPart(1, (suite) => {
  it('has a row for every route of the API document that is not a GET, and none for a route it no longer has', async () => {
    const document = await readApiDocument(suite.testApp.http);
    expect(
      routeCoverage(
        document,
        mutatingRoutes.map((route) => route.name),
      ),
    ).toEqual({ missing: [], stale: [] });
  });

  it('has a spec file for every part, so each route is called', () => {
    const partFiles = readdirSync(dirname(fileURLToPath(import.meta.url))).filter((name) => /^role-matrix(-\d+)?\.spec\.ts$/.test(name));
    expect(partFiles.sort()).toEqual(
      ['role-matrix.spec.ts', ...Array.from({ length: roleMatrixParts - 1 }, (_, index) => `role-matrix-${index + 2}.spec.ts`)].sort(),
    );
  });
});
