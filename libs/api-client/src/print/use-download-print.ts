import type { PaperSize, PrintDocument } from '@fairway/contracts/print';
import { printCentreMessages } from '@fairway/contracts/print-texts';
import { apiFetch } from '../http/api-fetch';
import { saveAsFile } from '../http/save-as-file';
import { useApiMutation, type WriteOptions } from '../query/use-api-mutation';
import { printDocumentPath } from './print-path';

export interface DownloadPrintVariables {
  document: PrintDocument | 'pack';
  paper: PaperSize;
}

/** The file name the server gives in its Content-Disposition (named after the tournament), when it gives one. */
function attachmentName(response: Response): string | null {
  const disposition = response.headers?.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
}

/** The document's PDF and its file name; fetched rather than linked because the API wants the organiser's bearer token. */
export async function downloadPrint(tournamentId: string, { document, paper }: DownloadPrintVariables): Promise<{ pdf: Blob; fileName: string }> {
  const response = await apiFetch(printDocumentPath(tournamentId, document, paper), { headers: { Accept: 'application/pdf' } });
  return { pdf: await response.blob(), fileName: attachmentName(response) ?? `${document}-${paper}.pdf` };
}

/** Reads the PDF and hands it to the browser as a file download. */
export function useDownloadPrint(tournamentId: string, options?: WriteOptions) {
  return useApiMutation({
    mutationFn: async (variables: DownloadPrintVariables) => {
      const { pdf, fileName } = await downloadPrint(tournamentId, variables);
      saveAsFile(pdf, fileName, 'application/pdf');
      return pdf;
    },
    invalidates: () => [],
    failure: printCentreMessages.downloadFailed,
    options,
  });
}
