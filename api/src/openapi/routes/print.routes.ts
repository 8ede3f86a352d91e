import { idParams } from '@fairway/contracts';
import { printCatalogue, printParams, printQuery } from '@fairway/contracts/print';
import type { OpenApiRoute } from '../openapi-route';

const tag = 'Print centre';
const base = '/api/tournaments/{id}/print';

export const printRoutes: OpenApiRoute[] = [
  {
    method: 'get',
    path: base,
    tag,
    summary: "What each of the morning's documents holds on the paper (pages) and what is missing before printing it (field.edit)",
    access: 'tournament-admin',
    params: idParams,
    query: printQuery,
    success: [{ status: 200, description: 'Every document the server prints, in the pack order', body: { name: 'PrintCatalogue', schema: printCatalogue } }],
    extraErrors: [404],
  },
  {
    method: 'get',
    path: `${base}/{document}.pdf`,
    tag,
    summary: 'One document as a PDF on A4 or US Letter, or `pack`: every document in one file (field.edit)',
    description:
      'Sent as an attachment named after the tournament, the document and the paper ("spring-classic-cart-signs-letter.pdf"). A document with nothing in it yet is one page saying why.',
    access: 'tournament-admin',
    params: printParams,
    query: printQuery,
    success: [{ status: 200, description: 'application/pdf', media: ['application/pdf'] }],
    extraErrors: [404],
  },
];
