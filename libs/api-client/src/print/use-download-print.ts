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

/** The document's PDF; fetched rather than linked because the API wants the organiser's bearer token. */
export async function downloadPrint(tournamentId: string, { document, paper }: DownloadPrintVariables): Promise<Blob> {
  const response = await apiFetch(printDocumentPath(tournamentId, document, paper), { headers: { Accept: 'application/pdf' } });
  return response.blob();
}

/** Reads the PDF and hands it to the browser as a file download ("cart-signs-a4.pdf"). */
export function useDownloadPrint(tournamentId: string, options?: WriteOptions) {
  return useApiMutation({
    mutationFn: async (variables: DownloadPrintVariables) => {
      const pdf = await downloadPrint(tournamentId, variables);
      saveAsFile(pdf, `${variables.document}-${variables.paper}.pdf`, 'application/pdf');
      return pdf;
    },
    invalidates: () => [],
    failure: printCentreMessages.downloadFailed,
    options,
  });
}
