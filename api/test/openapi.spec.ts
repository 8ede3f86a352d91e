import { postScoresBatchInput, scoreCardQuery } from '@fairway/contracts/score-card';
import {
  chatRequest,
  createTeamInput,
  createTournamentInput,
  joinTeamInput,
  playerInput,
  postScoreInput,
  tournament,
  updateCharityGoalInput,
  updateCharityPaypalInput,
  updateCharityRaisedInput,
  updatePlayerInput,
  updateTeamInput,
  updateTournamentInput,
} from '@fairway/contracts';
import { matchPairingsInput } from '@fairway/contracts/match-pairing';
import { moveStartInput, startsPlanInput } from '@fairway/contracts/starts';
import { fieldMessageInput, reminderSettingsInput } from '@fairway/contracts/field-message';
import { createAddOnInput, createAddOnSaleInput, mulliganRulesInput, useMulliganInput } from '@fairway/contracts/add-on';
import { collectBirdiePledgeInput, createBirdiePledgeInput } from '@fairway/contracts/birdie-pledge';
import { createCardGiftInput, createDonationInput, refundCardGiftInput } from '@fairway/contracts/gift';
import { createCloseOutCount } from '@fairway/contracts/close-out';
import { createLedgerEntryInput, receiveLedgerEntryInput, voidLedgerEntryInput } from '@fairway/contracts/ledger';
import { acceptEventInvitation, changeEventMember, inviteEventMember, transferOwnership } from '@fairway/contracts/event-team';
import { addOrganisationMember, changeOrganisationMember, cloneTournamentInput, createOrganisationInput } from '@fairway/contracts/organisation';
import {
  cancelRegistrationInput,
  checkoutInput,
  createPromoCodeInput,
  createRegistrationProductInput,
  quoteInput,
  refundRegistrationInput,
  registrationSettingsInput,
  updatePromoCodeInput,
  updateRegistrationProductInput,
  walkUpInput,
} from '@fairway/contracts/registration';
import { createSponsorInput, createSponsorTierInput, holeSponsorInput, updateSponsorInput } from '@fairway/contracts/sponsor';
import { auctionItemInput, auctionSettingsInput, placeBidInput } from '@fairway/contracts/auction';
import { deskCheckoutInput, extendItemInput, fundANeedGiftInput, fundANeedInput, guestBidderInput } from '@fairway/contracts/auction-desk';
import { awardsSettingsInput, revealInput } from '@fairway/contracts/awards';
import { contestEntryInput, contestInput, stationInput } from '@fairway/contracts/contest';
import { skinsEntrantsInput, skinsSettingsInput } from '@fairway/contracts/skins';
import { paymentWebhookEvent, testCheckoutAuthenticationInput, testCheckoutCardInput } from '@fairway/contracts/payment';
import request from 'supertest';
import { z } from 'zod';
import { startTestApp, type TestApp } from './support/test-app';

/** Every route the API serves, written out by hand: the document must list exactly these. */
const expectedRoutes = [
  ['get', '/api/tournaments'],
  ['get', '/api/tournaments/active'],
  ['get', '/api/tournaments/{id}'],
  ['post', '/api/tournaments'],
  ['patch', '/api/tournaments/{id}'],
  ['delete', '/api/tournaments/{id}'],
  ['patch', '/api/tournaments/{id}/charity-goal'],
  ['patch', '/api/tournaments/{id}/charity-raised'],
  ['patch', '/api/tournaments/{id}/charity-paypal'],
  ['get', '/api/tournaments/{id}/teams'],
  ['get', '/api/tournaments/{tournamentId}/events'],
  ['get', '/api/tournaments/{tournamentId}/activity'],
  ['get', '/api/tournaments/{tournamentId}/match-pairings'],
  ['put', '/api/tournaments/{tournamentId}/match-pairings'],
  ['get', '/api/tournaments/{id}/starts'],
  ['put', '/api/tournaments/{id}/starts'],
  ['put', '/api/tournaments/{id}/starts/teams/{teamId}'],
  ['post', '/api/tournaments/{id}/starts/lock'],
  ['delete', '/api/tournaments/{id}/starts/lock'],
  ['post', '/api/tournaments/{id}/messages/preview'],
  ['post', '/api/tournaments/{id}/messages'],
  ['get', '/api/tournaments/{id}/messages'],
  ['get', '/api/tournaments/{id}/messages/mine'],
  ['get', '/api/tournaments/{id}/messages/{messageId}/deliveries'],
  ['get', '/api/tournaments/{id}/messages/reminder'],
  ['put', '/api/tournaments/{id}/messages/reminder'],
  ['post', '/api/tournaments/{id}/messages/reminder/send'],
  ['get', '/api/tournaments/{id}/messages/results'],
  ['get', '/api/tournaments/{id}/print'],
  ['get', '/api/tournaments/{id}/print/{document}.pdf'],
  ['post', '/api/tournaments/{id}/teams'],
  ['patch', '/api/teams/{id}'],
  ['delete', '/api/teams/{id}'],
  ['post', '/api/teams/{id}/invite-code'],
  ['post', '/api/teams/{id}/players'],
  ['patch', '/api/players/{id}'],
  ['delete', '/api/players/{id}'],
  ['get', '/api/courses'],
  ['post', '/api/scores'],
  ['get', '/api/scores/hole'],
  ['get', '/api/scores'],
  ['post', '/api/scores/batch'],
  ['get', '/api/scores/history'],
  ['get', '/api/scores/card'],
  ['post', '/api/scores/card'],
  ['get', '/api/leaderboard/{tournamentId}'],
  ['get', '/api/leaderboard'],
  ['get', '/api/weather'],
  ['get', '/api/chat/suggestions'],
  ['post', '/api/chat'],
  ['post', '/api/teams/join'],
  ['post', '/api/account/sign-out-everywhere'],
  ['get', '/api/health'],
  ['get', '/api/health/live'],
  ['get', '/api/health/ready'],
  ['get', '/api/metrics'],
  ['get', '/api/mail/health'],
  ['get', '/api/mail/unsubscribe/{messageId}'],
  ['post', '/api/mail/unsubscribe/{messageId}'],
  ['get', '/api/tournaments/{id}/ledger'],
  ['get', '/api/tournaments/{id}/ledger/csv'],
  ['get', '/api/tournaments/{id}/close-out'],
  ['get', '/api/tournaments/{id}/close-out.csv'],
  ['post', '/api/tournaments/{id}/close-out/counts'],
  ['post', '/api/tournaments/{id}/ledger'],
  ['post', '/api/tournaments/{id}/ledger/{entryId}/void'],
  ['post', '/api/tournaments/{id}/ledger/{entryId}/receive'],
  ['post', '/api/tournaments/{id}/donations'],
  ['post', '/api/tournaments/{id}/donations/card'],
  ['post', '/api/tournaments/{id}/ledger/{entryId}/refund'],
  ['get', '/api/receipts/{receiptToken}'],
  ['get', '/api/tournaments/{id}/event-team'],
  ['post', '/api/tournaments/{id}/event-team/invites'],
  ['patch', '/api/tournaments/{id}/event-team/{memberId}'],
  ['delete', '/api/tournaments/{id}/event-team/{memberId}'],
  ['post', '/api/tournaments/{id}/owner'],
  ['get', '/api/event-invites/{code}'],
  ['post', '/api/event-invites/accept'],
  ['get', '/api/me/event-roles'],
  ['post', '/api/organisations'],
  ['get', '/api/organisations'],
  ['get', '/api/organisations/{id}'],
  ['get', '/api/organisations/{id}/people'],
  ['get', '/api/organisations/{id}/people.csv'],
  ['post', '/api/organisations/{id}/members'],
  ['patch', '/api/organisations/{id}/members/{memberId}'],
  ['delete', '/api/organisations/{id}/members/{memberId}'],
  ['put', '/api/organisations/{id}/tournaments/{tournamentId}'],
  ['post', '/api/organisations/{id}/tournaments'],
  ['post', '/api/tournaments/{id}/clone'],
  ['get', '/api/tournaments/{id}/invite-previous-field'],
  ['post', '/api/tournaments/{id}/invite-previous-field'],
  ['get', '/api/tournaments/{id}/donor-wall'],
  ['get', '/api/tournaments/{id}/raised-by-team'],
  ['get', '/api/tournaments/{id}/sponsor-tiers'],
  ['post', '/api/tournaments/{id}/sponsor-tiers'],
  ['delete', '/api/tournaments/{id}/sponsor-tiers/{tierId}'],
  ['get', '/api/tournaments/{id}/sponsors'],
  ['post', '/api/tournaments/{id}/sponsors'],
  ['patch', '/api/tournaments/{id}/sponsors/{sponsorId}'],
  ['delete', '/api/tournaments/{id}/sponsors/{sponsorId}'],
  ['put', '/api/tournaments/{id}/sponsors/{sponsorId}/logo'],
  ['get', '/api/tournaments/{id}/sponsors/{sponsorId}/logo'],
  ['get', '/api/tournaments/{id}/hole-sponsors'],
  ['put', '/api/tournaments/{id}/hole-sponsors/{hole}'],
  ['delete', '/api/tournaments/{id}/hole-sponsors/{hole}'],
  ['get', '/api/tournaments/{id}/add-ons'],
  ['post', '/api/tournaments/{id}/add-ons'],
  ['post', '/api/tournaments/{id}/add-on-sales'],
  ['get', '/api/tournaments/{id}/teams/{teamId}/wallet'],
  ['post', '/api/tournaments/{id}/teams/{teamId}/mulligans'],
  ['get', '/api/tournaments/{id}/mulligan-rules'],
  ['put', '/api/tournaments/{id}/mulligan-rules'],
  ['get', '/api/tournaments/{id}/birdie-pledges'],
  ['post', '/api/tournaments/{id}/birdie-pledges'],
  ['post', '/api/tournaments/{id}/birdie-pledges/{pledgeId}/collect'],
  ['get', '/api/tournaments/{id}/registration/settings'],
  ['put', '/api/tournaments/{id}/registration/settings'],
  ['post', '/api/tournaments/{id}/registration/products'],
  ['patch', '/api/tournaments/{id}/registration/products/{productId}'],
  ['delete', '/api/tournaments/{id}/registration/products/{productId}'],
  ['post', '/api/tournaments/{id}/registration/promo-codes'],
  ['patch', '/api/tournaments/{id}/registration/promo-codes/{promoId}'],
  ['delete', '/api/tournaments/{id}/registration/promo-codes/{promoId}'],
  ['get', '/api/tournaments/{id}/registration'],
  ['post', '/api/tournaments/{id}/registration/quote'],
  ['post', '/api/tournaments/{id}/registration/checkout'],
  ['get', '/api/registrations/{token}'],
  ['get', '/api/registrations/{token}/calendar.ics'],
  ['post', '/api/registrations/{token}/checkout'],
  ['post', '/api/registrations/{token}/cancel'],
  ['get', '/api/registration/teammates/{inviteCode}'],
  ['get', '/api/tournaments/{id}/registrations'],
  ['get', '/api/tournaments/{id}/registrations/csv'],
  ['post', '/api/tournaments/{id}/registrations/walk-up'],
  ['post', '/api/tournaments/{id}/registrations/{registrationId}/cancel'],
  ['post', '/api/tournaments/{id}/registrations/{registrationId}/refund'],
  ['get', '/api/tournaments/{tournamentId}/contests'],
  ['post', '/api/tournaments/{tournamentId}/contests'],
  ['get', '/api/contests/{contestId}'],
  ['put', '/api/contests/{contestId}'],
  ['delete', '/api/contests/{contestId}'],
  ['get', '/api/contests/{contestId}/audit'],
  ['get', '/api/contests/{contestId}/entries'],
  ['post', '/api/contests/{contestId}/entries'],
  ['post', '/api/contests/{contestId}/entries/{entryId}/void'],
  ['post', '/api/contests/{contestId}/stations'],
  ['get', '/api/contests/{contestId}/stations'],
  ['delete', '/api/contests/{contestId}/stations/{stationId}'],
  ['get', '/api/contests/{contestId}/station'],
  ['get', '/api/tournaments/{tournamentId}/my-stations'],
  ['get', '/api/station'],
  ['post', '/api/contests/{contestId}/station/entries'],
  ['post', '/api/contests/{contestId}/station/entries/{entryId}/confirm'],
  ['post', '/api/contests/{contestId}/station/entries/{entryId}/void'],
  ['get', '/api/tournaments/{tournamentId}/skins'],
  ['put', '/api/tournaments/{tournamentId}/skins'],
  ['put', '/api/tournaments/{tournamentId}/skins/entrants'],
  ['get', '/api/tournaments/{tournamentId}/skins/board'],
  ['get', '/api/tournaments/{tournamentId}/awards'],
  ['get', '/api/tournaments/{tournamentId}/awards/settings'],
  ['put', '/api/tournaments/{tournamentId}/awards/settings'],
  ['post', '/api/tournaments/{tournamentId}/awards/close-scoring'],
  ['get', '/api/tournaments/{tournamentId}/awards/board'],
  ['get', '/api/tournaments/{tournamentId}/awards/reveal'],
  ['post', '/api/tournaments/{tournamentId}/awards/reveal'],
  ['get', '/api/tournaments/{id}/auction'],
  ['get', '/api/tournaments/{id}/auction/items'],
  ['put', '/api/tournaments/{id}/auction/settings'],
  ['post', '/api/tournaments/{id}/auction/items'],
  ['put', '/api/tournaments/{id}/auction/items/{itemId}'],
  ['delete', '/api/tournaments/{id}/auction/items/{itemId}'],
  ['post', '/api/tournaments/{id}/auction/items/{itemId}/bids'],
  ['get', '/api/tournaments/{id}/auction/bidders'],
  ['get', '/api/tournaments/{id}/auction/bidders/{number}/bill'],
  ['post', '/api/tournaments/{id}/auction/bidders/{number}/checkout'],
  ['get', '/api/tournaments/{id}/auction/my-bill'],
  ['post', '/api/tournaments/{id}/auction/my-bill/checkout'],
  ['get', '/api/tournaments/{id}/auction/unpaid'],
  ['post', '/api/tournaments/{id}/auction/items/{itemId}/offer-next'],
  ['put', '/api/tournaments/{id}/auction/fund-a-need'],
  ['delete', '/api/tournaments/{id}/auction/fund-a-need'],
  ['post', '/api/tournaments/{id}/auction/fund-a-need/gifts'],
  ['post', '/api/tournaments/{id}/auction/bidders'],
  ['post', '/api/tournaments/{id}/auction/items/{itemId}/close'],
  ['post', '/api/tournaments/{id}/auction/items/{itemId}/extend'],
  ['post', '/api/tournaments/{id}/auction/items/{itemId}/photos'],
  ['delete', '/api/tournaments/{id}/auction/items/{itemId}/photos/{index}'],
  ['get', '/api/tournaments/{id}/auction/items/{itemId}/photos/{photoId}'],
  ['get', '/api/payments/availability'],
  ['post', '/api/payments/webhook'],
  ['get', '/api/payments/test-checkout/{sessionId}'],
  ['post', '/api/payments/test-checkout/{sessionId}/pay'],
  ['post', '/api/payments/test-checkout/{sessionId}/authenticate'],
  ['post', '/api/payments/test-checkout/{sessionId}/cancel'],
] as const;

const requestBodies: Array<[string, string, z.ZodType]> = [
  ['post', '/api/tournaments', createTournamentInput],
  ['post', '/api/tournaments/{id}/event-team/invites', inviteEventMember],
  ['patch', '/api/tournaments/{id}/event-team/{memberId}', changeEventMember],
  ['post', '/api/tournaments/{id}/owner', transferOwnership],
  ['post', '/api/event-invites/accept', acceptEventInvitation],
  ['post', '/api/organisations', createOrganisationInput],
  ['post', '/api/organisations/{id}/members', addOrganisationMember],
  ['patch', '/api/organisations/{id}/members/{memberId}', changeOrganisationMember],
  ['post', '/api/organisations/{id}/tournaments', createTournamentInput],
  ['post', '/api/tournaments/{id}/clone', cloneTournamentInput],
  ['patch', '/api/tournaments/{id}', updateTournamentInput],
  ['patch', '/api/tournaments/{id}/charity-goal', updateCharityGoalInput],
  ['patch', '/api/tournaments/{id}/charity-raised', updateCharityRaisedInput],
  ['patch', '/api/tournaments/{id}/charity-paypal', updateCharityPaypalInput],
  ['post', '/api/tournaments/{id}/teams', createTeamInput],
  ['post', '/api/teams/join', joinTeamInput],
  ['patch', '/api/teams/{id}', updateTeamInput],
  ['post', '/api/teams/{id}/players', playerInput],
  ['patch', '/api/players/{id}', updatePlayerInput],
  ['post', '/api/scores', postScoreInput],
  ['post', '/api/scores/batch', postScoresBatchInput],
  ['post', '/api/scores/card', scoreCardQuery],
  ['post', '/api/chat', chatRequest],
  ['put', '/api/tournaments/{tournamentId}/match-pairings', matchPairingsInput],
  ['put', '/api/tournaments/{id}/starts', startsPlanInput],
  ['put', '/api/tournaments/{id}/starts/teams/{teamId}', moveStartInput],
  ['post', '/api/tournaments/{id}/messages/preview', fieldMessageInput],
  ['post', '/api/tournaments/{id}/messages', fieldMessageInput],
  ['put', '/api/tournaments/{id}/messages/reminder', reminderSettingsInput],
  ['post', '/api/tournaments/{id}/ledger', createLedgerEntryInput],
  ['post', '/api/tournaments/{id}/ledger/{entryId}/void', voidLedgerEntryInput],
  ['post', '/api/tournaments/{id}/ledger/{entryId}/receive', receiveLedgerEntryInput],
  ['post', '/api/tournaments/{id}/close-out/counts', createCloseOutCount],
  ['post', '/api/tournaments/{id}/donations', createDonationInput],
  ['post', '/api/tournaments/{id}/donations/card', createCardGiftInput],
  ['post', '/api/tournaments/{id}/ledger/{entryId}/refund', refundCardGiftInput],
  ['post', '/api/tournaments/{id}/sponsor-tiers', createSponsorTierInput],
  ['post', '/api/tournaments/{id}/sponsors', createSponsorInput],
  ['patch', '/api/tournaments/{id}/sponsors/{sponsorId}', updateSponsorInput],
  ['put', '/api/tournaments/{id}/hole-sponsors/{hole}', holeSponsorInput],
  ['post', '/api/tournaments/{id}/add-ons', createAddOnInput],
  ['post', '/api/tournaments/{id}/add-on-sales', createAddOnSaleInput],
  ['post', '/api/tournaments/{id}/teams/{teamId}/mulligans', useMulliganInput],
  ['put', '/api/tournaments/{id}/mulligan-rules', mulliganRulesInput],
  ['post', '/api/tournaments/{id}/birdie-pledges', createBirdiePledgeInput],
  ['post', '/api/tournaments/{id}/birdie-pledges/{pledgeId}/collect', collectBirdiePledgeInput],
  ['put', '/api/tournaments/{id}/registration/settings', registrationSettingsInput],
  ['post', '/api/tournaments/{id}/registration/products', createRegistrationProductInput],
  ['patch', '/api/tournaments/{id}/registration/products/{productId}', updateRegistrationProductInput],
  ['post', '/api/tournaments/{id}/registration/promo-codes', createPromoCodeInput],
  ['patch', '/api/tournaments/{id}/registration/promo-codes/{promoId}', updatePromoCodeInput],
  ['post', '/api/tournaments/{id}/registration/quote', quoteInput],
  ['post', '/api/tournaments/{id}/registration/checkout', checkoutInput],
  ['post', '/api/tournaments/{id}/registrations/walk-up', walkUpInput],
  ['post', '/api/tournaments/{id}/registrations/{registrationId}/cancel', cancelRegistrationInput],
  ['post', '/api/tournaments/{id}/registrations/{registrationId}/refund', refundRegistrationInput],
  ['post', '/api/tournaments/{tournamentId}/contests', contestInput],
  ['put', '/api/contests/{contestId}', contestInput],
  ['post', '/api/contests/{contestId}/entries', contestEntryInput],
  ['post', '/api/contests/{contestId}/stations', stationInput],
  ['post', '/api/contests/{contestId}/station/entries', contestEntryInput],
  ['put', '/api/tournaments/{tournamentId}/skins', skinsSettingsInput],
  ['put', '/api/tournaments/{tournamentId}/skins/entrants', skinsEntrantsInput],
  ['put', '/api/tournaments/{tournamentId}/awards/settings', awardsSettingsInput],
  ['post', '/api/tournaments/{tournamentId}/awards/reveal', revealInput],
  ['put', '/api/tournaments/{id}/auction/settings', auctionSettingsInput],
  ['post', '/api/tournaments/{id}/auction/items', auctionItemInput],
  ['put', '/api/tournaments/{id}/auction/items/{itemId}', auctionItemInput],
  ['post', '/api/tournaments/{id}/auction/items/{itemId}/bids', placeBidInput],
  ['post', '/api/tournaments/{id}/auction/bidders/{number}/checkout', deskCheckoutInput],
  ['put', '/api/tournaments/{id}/auction/fund-a-need', fundANeedInput],
  ['post', '/api/tournaments/{id}/auction/fund-a-need/gifts', fundANeedGiftInput],
  ['post', '/api/tournaments/{id}/auction/bidders', guestBidderInput],
  ['post', '/api/tournaments/{id}/auction/items/{itemId}/extend', extendItemInput],
  ['post', '/api/payments/webhook', paymentWebhookEvent],
  ['post', '/api/payments/test-checkout/{sessionId}/pay', testCheckoutCardInput],
  ['post', '/api/payments/test-checkout/{sessionId}/authenticate', testCheckoutAuthenticationInput],
];

const openApiDocument = z.object({
  openapi: z.string().regex(/^3\.1\.\d+$/),
  info: z.object({ title: z.string().min(1), version: z.string().min(1) }),
  paths: z.record(
    z.string().regex(/^\/api\//),
    z.partialRecord(
      z.enum(['get', 'post', 'put', 'patch', 'delete']),
      z.looseObject({ operationId: z.string(), responses: z.record(z.string(), z.unknown()) }),
    ),
  ),
  components: z.object({ schemas: z.record(z.string(), z.record(z.string(), z.unknown())), securitySchemes: z.record(z.string(), z.unknown()) }),
});
type OpenApiDocument = z.infer<typeof openApiDocument>;
type Operation = {
  tags: string[];
  security: Array<Record<string, unknown>>;
  parameters: Array<{ name: string; in: string; required: boolean }>;
  requestBody?: { content: Record<string, { schema: { $ref?: string; type?: string; format?: string } }> };
  responses: Record<string, { content?: { 'application/json': { schema: { $ref: string } } } }>;
};

const inputJsonSchema = (schema: z.ZodType) => {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12', unrepresentable: 'any' });
  return json;
};

describe('OpenAPI document', () => {
  let testApp: TestApp;
  let document: OpenApiDocument;
  const operation = (method: string, path: string) => document.paths[path]![method as 'get'] as unknown as Operation;
  const resolve = (ref: string) => document.components.schemas[ref.replace('#/components/schemas/', '')];

  beforeAll(async () => {
    testApp = await startTestApp();
    const response = await request(testApp.http).get('/api/docs/openapi.json').expect(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    document = openApiDocument.parse(response.body);
  });

  afterAll(() => testApp?.close());

  it('is an OpenAPI 3.1 document served to visitors as JSON', () => {
    expect(document.openapi).toMatch(/^3\.1\./);
  });

  it('lists every route of the API and nothing else', () => {
    const listed = Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method} ${path}`));
    expect(listed.sort()).toEqual(expectedRoutes.map(([method, path]) => `${method} ${path}`).sort());
  });

  it.each(requestBodies)('describes the %s %s body with the contracts schema', (method, path, schema) => {
    const body = operation(method, path).requestBody;
    expect(body).toBeDefined();
    expect(resolve(body!.content['application/json']!.schema.$ref!)).toEqual(inputJsonSchema(schema));
  });

  it('lists a body exactly where the API takes one', () => {
    const withBody = expectedRoutes
      .filter(([method, path]) => operation(method, path).requestBody?.content['application/json'])
      .map(([method, path]) => `${method} ${path}`);
    expect(withBody.sort()).toEqual(requestBodies.map(([method, path]) => `${method} ${path}`).sort());
  });

  it('tags each fundraising route by what it is about: the ledger, gifts or the charity', () => {
    const tagOf = (method: string, path: string) => operation(method, path).tags;
    expect(tagOf('get', '/api/tournaments/{id}/ledger')).toEqual(['Ledger']);
    expect(tagOf('post', '/api/tournaments/{id}/ledger/{entryId}/void')).toEqual(['Ledger']);
    expect(tagOf('post', '/api/tournaments/{id}/donations')).toEqual(['Gifts']);
    expect(tagOf('get', '/api/tournaments/{id}/donor-wall')).toEqual(['Gifts']);
    expect(tagOf('get', '/api/tournaments/{id}/raised-by-team')).toEqual(['Charity']);
    expect(tagOf('patch', '/api/tournaments/{id}/charity-goal')).toEqual(['Charity']);
  });

  it('describes the logo upload as image bytes (PNG, JPEG or WebP), and the CSV export and logo as files', () => {
    const upload = operation('put', '/api/tournaments/{id}/sponsors/{sponsorId}/logo');
    expect(Object.keys(upload.requestBody!.content).sort()).toEqual(['image/jpeg', 'image/png', 'image/webp']);
    expect(Object.keys(upload.responses)).toContain('413');
    const csv = operation('get', '/api/tournaments/{id}/ledger/csv').responses['200'] as unknown as { content: Record<string, unknown> };
    expect(Object.keys(csv.content)).toEqual(['text/csv']);
  });

  it('describes responses with the contracts schemas and every error with the error body', () => {
    const got = operation('get', '/api/tournaments/{id}').responses;
    const { $schema: _dialect, ...tournamentJson } = z.toJSONSchema(tournament, { io: 'output', target: 'draft-2020-12', unrepresentable: 'any' });
    expect(resolve(got['200']!.content!['application/json'].schema.$ref)).toEqual(tournamentJson);
    expect(Object.keys(got).sort()).toEqual(['200', '400', '404', '503']);
    const deleted = operation('delete', '/api/tournaments/{id}').responses;
    expect(Object.keys(deleted).sort()).toEqual(['204', '400', '401', '403', '404', '429', '503']);
    expect(deleted['204']!.content).toBeUndefined();
    expect(deleted['403']!.content!['application/json'].schema.$ref).toBe('#/components/schemas/ErrorBody');
  });

  it('marks protected routes as needing a Firebase ID token and lets visitors call public ones', () => {
    expect(operation('patch', '/api/tournaments/{id}').security).toEqual([{ firebaseIdToken: [] }]);
    expect(operation('get', '/api/courses').security).toEqual([{}, { firebaseIdToken: [] }]);
    expect(document.components.securitySchemes.firebaseIdToken).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('lists path and query parameters from the contracts schemas', () => {
    expect(operation('get', '/api/leaderboard/{tournamentId}').parameters).toEqual([
      expect.objectContaining({ name: 'tournamentId', in: 'path', required: true }),
    ]);
    expect(operation('get', '/api/scores/hole').parameters.map(({ name, in: location, required }) => [name, location, required])).toEqual([
      ['tournamentId', 'query', true],
      ['teamId', 'query', true],
      ['hole', 'query', true],
    ]);
    expect(operation('get', '/api/weather').parameters.map(({ name, required }) => [name, required])).toEqual([
      ['lat', false],
      ['lon', false],
    ]);
  });

  it('resolves every $ref in the document', () => {
    const refs = JSON.stringify(document).match(/"\$ref":"[^"]+"/g) ?? [];
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(resolve(ref.slice(8, -1))).toBeDefined();
  });

  it('documents every route the app serves, and the app serves every documented route', () => {
    type Layer = { route?: { path: string; methods: Record<string, boolean> } };
    const express = testApp.app.getHttpAdapter().getInstance() as { router: { stack: Layer[] } };
    const served = express.router.stack
      .flatMap(({ route }) => (route ? Object.keys(route.methods).map((method) => `${method} ${route.path.replace(/:(\w+)/g, '{$1}')}`) : []))
      // The local identity service answers Google's identity protocol at Google's paths: Google documents those.
      .filter((route) => route.includes(' /api/') && !route.includes('/api/docs'));
    const documented = expectedRoutes.map(([method, path]) => `${method} ${path}`);
    expect(served.filter((route) => !documented.includes(route))).toEqual([]);
    expect(documented.filter((route) => !served.includes(route))).toEqual([]);
  });

  it('serves a human page at /api/docs', async () => {
    const response = await request(testApp.http).get('/api/docs').expect(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.text).toContain('swagger-ui');
    await request(testApp.http).get('/api/docs/swagger-ui-init.js').expect(200);
  });
});
