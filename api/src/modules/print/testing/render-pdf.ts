import PDFDocument from 'pdfkit';

/** Draws with `draw` onto a PDFKit document made as the print centre makes it (`autoFirstPage: false`) and returns its bytes. */
export async function renderPdf(draw: (doc: PDFKit.PDFDocument) => Promise<void> | void): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  await draw(doc);
  doc.end();
  return finished;
}
