import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { loadEnv } from '../src/config/load-env';
import { createApp } from '../src/create-app';
import { createTestDatabase, type TestDatabase } from './support/test-database';

const errorShape = {
  statusCode: expect.any(Number),
  error: expect.any(String),
  message: expect.any(String),
};

describe('API over HTTP (real bootstrap, real PostgreSQL)', () => {
  let database: TestDatabase;
  let app: NestExpressApplication;

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'error', DATABASE_URL: database.url });
    app = await createApp({ config, databaseUrl: database.url });
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('GET /api/health answers 200 with the database up', async () => {
    const response = await request(app.getHttpServer()).get('/api/health').expect(200);

    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const response = await request(app.getHttpServer()).get('/api/no-such-route').expect(404);

    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Cannot GET /api/no-such-route' });
  });

  it('answers unknown routes outside /api with a JSON 404 too', async () => {
    const response = await request(app.getHttpServer()).delete('/somewhere/else').expect(404);

    expect(response.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Cannot DELETE /somewhere/else' });
  });

  it('answers a malformed JSON body with a JSON 400, not a 500', async () => {
    const response = await request(app.getHttpServer()).post('/api/health').set('content-type', 'application/json').send('{"name": "Eagles",').expect(400);

    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body).toMatchObject({ ...errorShape, statusCode: 400, error: 'Bad Request' });
  });

  it('answers an oversized JSON body with a JSON 413', async () => {
    const response = await request(app.getHttpServer())
      .post('/api/health')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ padding: 'x'.repeat(200_000) }))
      .expect(413);

    expect(response.body).toMatchObject({ ...errorShape, statusCode: 413 });
  });

  it('answers 503 with the error JSON while the database is down, then recovers', async () => {
    await database.setConnectionsAllowed(false);
    try {
      const response = await request(app.getHttpServer()).get('/api/health').expect(503);
      expect(response.body).toEqual({ statusCode: 503, error: 'Service Unavailable', message: 'Database is unavailable', code: 'DATABASE_UNAVAILABLE' });
      expect(response.headers['retry-after']).toBe('2');
    } finally {
      await database.setConnectionsAllowed(true);
    }
    await request(app.getHttpServer()).get('/api/health').expect(200);
  });

  it('says live while the database is down, and ready only while it answers and the process is not draining', async () => {
    await request(app.getHttpServer()).get('/api/health/live').expect(200, { status: 'ok' });
    await request(app.getHttpServer()).get('/api/health/ready').expect(200, { status: 'ok', database: 'up' });
    await database.setConnectionsAllowed(false);
    try {
      await request(app.getHttpServer()).get('/api/health/live').expect(200, { status: 'ok' });
      const notReady = await request(app.getHttpServer()).get('/api/health/ready').expect(503);
      expect(notReady.body).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
    } finally {
      await database.setConnectionsAllowed(true);
    }
    await request(app.getHttpServer()).get('/api/health/ready').expect(200);
  });

  it('answers a route whose database query fails for lack of a connection with 503 and Retry-After, not 500', async () => {
    await database.setConnectionsAllowed(false);
    try {
      const response = await request(app.getHttpServer()).get('/api/tournaments').expect(503);
      expect(response.body).toMatchObject({ statusCode: 503, code: 'DATABASE_UNAVAILABLE' });
      expect(response.headers['retry-after']).toBe('2');
    } finally {
      await database.setConnectionsAllowed(true);
    }
    await request(app.getHttpServer()).get('/api/tournaments').expect(200);
  });
});
