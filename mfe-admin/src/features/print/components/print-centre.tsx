import { useDownloadPrint, usePrintCatalogue } from '@fairway/api-client';
import type { PaperSize, PrintDocument } from '@fairway/contracts/print';
import { paperSizeLabels, paperSizes, printCentreMessages, printDocuments, printDocumentTexts } from '@fairway/contracts/print-texts';
import { Button } from 'antd';
import { useState } from 'react';
import { FailureAlert } from '../../../shared/components/failure-alert';
import panel from '../../../shared/components/panel.module.css';
import { PillChoices } from '../../../shared/components/pill-choices';
import { ReadFailure } from '../../../shared/components/read-failure';
import { readPaper, savePaper } from '../model/paper-choice';
import styles from './print.module.css';

/** The morning's paper: each document on A4 or US Letter, one by one or all in the morning pack. */
export function PrintCentre({ tournamentId }: { tournamentId: string }) {
  const [paper, setPaper] = useState(() => readPaper(tournamentId));
  const catalogue = usePrintCatalogue(tournamentId, paper);
  const download = useDownloadPrint(tournamentId);
  const choose = (chosen: PaperSize) => {
    setPaper(chosen);
    savePaper(tournamentId, chosen);
  };
  const busy = (document: PrintDocument | 'pack') => download.isPending && download.variables?.document === document;
  const found = (document: PrintDocument) => catalogue.data?.documents.find((entry) => entry.document === document);

  return (
    <section className={panel.section} aria-labelledby="print-heading">
      <h4 id="print-heading" className={panel.sectionHeading}>
        Print centre
      </h4>
      <PillChoices
        legend="Paper"
        name={`paper-${tournamentId}`}
        options={paperSizes.map((size) => ({ value: size, label: paperSizeLabels[size] }))}
        value={paper}
        onChange={choose}
      />
      <div className={styles.pack}>
        <p className={styles.packText}>{printCentreMessages.packPurpose}</p>
        <Button type="primary" size="large" loading={busy('pack')} onClick={() => download.mutate({ document: 'pack', paper })}>
          {printCentreMessages.pack}
        </Button>
      </div>
      <FailureAlert text={download.failureText} />
      {catalogue.isPending && (
        <p className={panel.muted} role="status">
          {printCentreMessages.counting}
        </p>
      )}
      {catalogue.isError && <ReadFailure failure={printCentreMessages.fetchFailed} error={catalogue.error} onRetry={catalogue.refetch} />}
      <ul className={panel.list} aria-label="Documents">
        {printDocuments.map((document) => {
          const { name, purpose } = printDocumentTexts[document];
          const entry = found(document);
          return (
            <li key={document} className={styles.row} aria-label={name}>
              <div className={panel.entryText}>
                <span className={styles.name}>{name}</span>
                <span className={styles.purpose}>{purpose}</span>
                {entry && <span className={styles.pages}>{printCentreMessages.pages(entry.pages)}</span>}
                {entry?.warning && <span className={styles.warning}>{entry.warning}</span>}
              </div>
              <Button aria-label={`Download ${name}`} loading={busy(document)} onClick={() => download.mutate({ document, paper })}>
                Download
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
