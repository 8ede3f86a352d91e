import { toBuffer } from 'qrcode';
import { renderPdf } from './render-pdf';
import { readPdf } from './pdf-reader';

const joinUrl = 'http://localhost:8080/tournament/7f1c/join?code=ABC123';

describe('readPdf', () => {
  it('gives back each page’s size, its text in lines top to bottom, and the link of a QR code drawn as a PNG', async () => {
    const qr = await toBuffer(joinUrl, { margin: 2, scale: 6 });
    const bytes = await renderPdf((doc) => {
      doc.addPage({ size: 'A4', margin: 36 });
      doc.font('Helvetica-Bold').fontSize(24).text('Cart 12', 36, 40);
      doc.font('Helvetica').fontSize(12).text('Ann Lee', 36, 100).text('Hole 7B', 300, 100);
      doc.image(qr, 36, 200, { width: 160 });
      doc.addPage({ size: 'LETTER', margin: 36, layout: 'landscape' });
      doc.font('Helvetica').fontSize(12).text('No code here', 36, 40);
    });

    const { pages } = await readPdf(bytes);

    expect(pages).toHaveLength(2);
    const [first, second] = pages;
    expect(first).toMatchObject({ width: 595.28, height: 841.89, lines: ['Cart 12', 'Ann Lee Hole 7B'], images: 1, qrCodes: [joinUrl] });
    expect(second).toMatchObject({ width: 792, height: 612, lines: ['No code here'], images: 0, qrCodes: [] });
    const name = first?.items.find((item) => item.str === 'Hole 7B');
    expect(name?.x).toBeCloseTo(300, 0);
    const [qrBox] = first!.imageBoxes;
    expect([qrBox!.x, qrBox!.y, qrBox!.width, qrBox!.height].map(Math.round)).toEqual([36, 200, 160, 160]);
  });

  it('decodes a QR code scaled down into a small box, as a cart sign prints it', async () => {
    const qr = await toBuffer(joinUrl, { margin: 1 });
    const bytes = await renderPdf((doc) => {
      doc.addPage({ size: 'LETTER', margin: 36 });
      doc.image(qr, 400, 500, { fit: [72, 72] });
    });

    const { pages } = await readPdf(bytes);

    expect(pages[0]?.qrCodes).toEqual([joinUrl]);
  });
});
