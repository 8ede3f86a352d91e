import type { INestApplication } from '@nestjs/common';
import { type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { buildOpenApiDocument } from './build-openapi-document';

export const OPENAPI_UI_PATH = '/api/docs';
export const OPENAPI_JSON_PATH = '/api/docs/openapi.json';

/** Serves the document as JSON and a Swagger UI page; both public, outside the auth guard. */
export function setupOpenApi(app: INestApplication): void {
  // Our document is OpenAPI 3.1 (JSON Schema 2020-12); @nestjs/swagger's type describes 3.0, hence the cast.
  const document = buildOpenApiDocument() as unknown as OpenAPIObject;
  SwaggerModule.setup(OPENAPI_UI_PATH, app, document, {
    jsonDocumentUrl: OPENAPI_JSON_PATH,
    raw: ['json'],
    customSiteTitle: 'Fairway Fund API',
  });
}
