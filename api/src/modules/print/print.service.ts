import { Injectable } from '@nestjs/common';
import { type PaperSize, type PrintCatalogue, type PrintDocument, printDocuments, printFileName, printMessages } from '@fairway/contracts/print';
import type { AuthUser } from '../../common/auth';
import { EventAccessService } from '../event-team/event-access.service';
import { TournamentService } from '../tournament/tournament.service';
import type { PrintData } from './print-data';
import { PrintDataReader } from './print-data.reader';
import { printRenderers, printWarning } from './print-documents';
import { addPage, font, heading, newPrintDocument, tournamentLine } from './print-kit';

/** A finished PDF and the name it is saved under. */
export interface PrintedFile {
  fileName: string;
  bytes: Buffer;
}

/** The print centre: each morning document as a PDF, one by one or all in one pack, for the owner and co-organisers (field.edit). */
@Injectable()
export class PrintService {
  constructor(
    private readonly tournaments: TournamentService,
    private readonly access: EventAccessService,
    private readonly reader: PrintDataReader,
  ) {}

  /** What each document holds on `paper` (its pages, counted by drawing it) and what is missing before printing it. */
  async catalogue(tournamentId: string, paper: PaperSize, user: AuthUser): Promise<PrintCatalogue> {
    const data = await this.readData(tournamentId, user, 'see the print centre');
    const documents = [];
    for (const document of printDocuments)
      documents.push({ document, pages: await countPages(data, [document], paper), warning: printWarning(document, data) });
    return { documents };
  }

  async print(tournamentId: string, document: PrintDocument | 'pack', paper: PaperSize, user: AuthUser): Promise<PrintedFile> {
    const data = await this.readData(tournamentId, user, 'print the event documents');
    const documents = document === 'pack' ? printDocuments : [document];
    return { fileName: printFileName(data.tournamentName, document, paper), bytes: await renderPdf(data, documents, paper) };
  }

  private async readData(tournamentId: string, user: AuthUser, action: string): Promise<PrintData> {
    const tournament = await this.tournaments.getEntity(tournamentId);
    await this.access.require(user, tournament, 'field.edit', action);
    return this.reader.read(tournament, user);
  }
}

/**
 * Draws `documents` one after another into one PDF. Drawing holds the event loop (a pack is about a second of
 * CPU), so it gives way between documents: the scores and live events of the same process wait one document at most.
 */
async function draw(doc: PDFKit.PDFDocument, data: PrintData, documents: readonly PrintDocument[], paper: PaperSize): Promise<void> {
  for (const document of documents) {
    await printRenderers[document](doc, data, paper);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

export async function renderPdf(data: PrintData, documents: readonly PrintDocument[], paper: PaperSize): Promise<Buffer> {
  const doc = newPrintDocument(`${data.tournamentName}: ${documents.join(', ')}`);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  if ((await drawCounting(doc, data, documents, paper)) === 0) nothingToPrint(doc, data, documents, paper);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

/** The pages `documents` take on `paper`, counted by drawing them (what the organiser will print, exactly). */
async function countPages(data: PrintData, documents: readonly PrintDocument[], paper: PaperSize): Promise<number> {
  const doc = newPrintDocument('count');
  doc.on('data', () => undefined);
  const pages = await drawCounting(doc, data, documents, paper);
  if (pages === 0) doc.addPage();
  doc.end();
  return pages;
}

async function drawCounting(doc: PDFKit.PDFDocument, data: PrintData, documents: readonly PrintDocument[], paper: PaperSize): Promise<number> {
  let pages = 0;
  doc.on('pageAdded', () => (pages += 1));
  await draw(doc, data, documents, paper);
  return pages;
}

/** A PDF needs a page: a document with nothing in it says why instead ("No contests yet"). */
function nothingToPrint(doc: PDFKit.PDFDocument, data: PrintData, documents: readonly PrintDocument[], paper: PaperSize): void {
  addPage(doc, paper);
  heading(doc, printMessages.nothingToPrint, tournamentLine(data));
  const reasons = documents.map((document) => printWarning(document, data)).filter((reason): reason is string => reason !== null);
  const text = [...new Set(reasons)].join('\n') || printMessages.emptyDocument;
  font(doc, 'regular', text).fontSize(12).text(text);
}
