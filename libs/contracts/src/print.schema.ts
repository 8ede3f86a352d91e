// The print centre: the morning's paper as PDF documents, generated on the server from the tournament's data.
import { z } from 'zod';
import { entityId } from './common.schema';
import { paperSizes, printDocuments, printMessages } from './print-texts';

// The lists and sentences live with the print centre's other words (no zod there, for the pages).
export { paperSizes, printDocuments, printMessages };

export const printDocument = z.enum(printDocuments);
export type PrintDocument = z.infer<typeof printDocument>;

export const paperSize = z.enum(paperSizes, { error: () => printMessages.paperInvalid });
export type PaperSize = z.infer<typeof paperSize>;

/** `GET /api/tournaments/{id}/print/{document}.pdf?paper=` (field.edit); `pack` is every document in one file. */
export const printParams = z.object({
  id: entityId,
  document: z.enum([...printDocuments, 'pack'], { error: () => printMessages.documentInvalid }),
});
export type PrintParams = z.infer<typeof printParams>;
export const printQuery = z.object({ paper: paperSize.default('letter') });
export type PrintQuery = z.infer<typeof printQuery>;

/** `GET /api/tournaments/{id}/print` (field.edit): what each document will hold, and what is missing before printing. */
export const printCatalogue = z.object({
  documents: z.array(
    z.object({
      document: printDocument,
      /** Pages on the chosen paper ("2 per cart" signs, one scorecard per team). */
      pages: z.number().int().min(0),
      /** Why the document is empty or not ready yet ("Assign the starting positions first"); null when ready. */
      warning: z.string().nullable(),
    }),
  ),
});
export type PrintCatalogue = z.infer<typeof printCatalogue>;

/** The file a downloaded document is saved as: "spring-classic-cart-signs-letter.pdf". */
export function printFileName(tournamentName: string, document: PrintDocument | 'pack', paper: PaperSize): string {
  const slug = tournamentName
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'tournament'}-${document}-${paper}.pdf`;
}
