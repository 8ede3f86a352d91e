import type { PaperSize } from '@fairway/contracts/print';
import type { PrintData } from './print-data';
import { charityLine, renderSponsorSigns, sponsoredBy } from './sponsor-signs.document';
import { readPdf } from './testing/pdf-reader';
import { printDataFixture } from './testing/print-data.fixture';
import { renderPdf } from './testing/render-pdf';

async function signs(data: PrintData, paper: PaperSize) {
  return readPdf(await renderPdf((doc) => renderSponsorSigns(doc, data, paper)));
}

describe('renderSponsorSigns', () => {
  it.each<[PaperSize, number, number]>([
    ['a4', 841.89, 595.28],
    ['letter', 792, 612],
  ])('prints a landscape %s sign per hole sponsor with the hole, the logo, the name, the message and the charity', async (paper, width, height) => {
    const data = printDataFixture({ teams: 2 });

    const { pages } = await signs(data, paper);

    expect(pages).toHaveLength(data.holeSponsors.length);
    pages.forEach((page, index) => {
      const sponsor = data.holeSponsors[index]!;
      expect(page).toMatchObject({ width: expect.closeTo(width, 0), height: expect.closeTo(height, 0), images: 1 });
      expect(page.lines).toEqual([`Hole ${sponsor.hole}`, sponsoredBy, sponsor.sponsorName, ...(sponsor.message ? [sponsor.message] : []), charityLine(data)]);
    });
  });

  it('fits each logo between the heading and the name, its proportions kept', async () => {
    const data = printDataFixture({ teams: 2 });

    const { pages } = await signs(data, 'a4');

    // The fixture's logos: 240 x 80 and 120 x 120 pixels.
    const boxes = pages.map((page) => page.imageBoxes[0]!);
    expect(boxes.map((box) => box.width / box.height)).toEqual([expect.closeTo(3, 2), expect.closeTo(1, 2)]);
    pages.forEach((page, index) => {
      const box = boxes[index]!;
      const above = page.items.find((item) => item.str === sponsoredBy)!;
      const name = page.items.find((item) => item.str === data.holeSponsors[index]!.sponsorName)!;
      expect(box.y).toBeGreaterThan(above.y);
      expect(box.y + box.height).toBeLessThan(name.y - name.height);
      expect(box.x + box.width / 2).toBeCloseTo(page.width / 2, 0);
      expect(box.height).toBeGreaterThan(150);
    });
  });

  it('prints the name large in place of a logo that is missing or that pdfkit cannot read', async () => {
    const data = printDataFixture({ teams: 2 });
    const [first, second] = data.holeSponsors;
    const holeSponsors = [
      { ...first!, logo: null },
      { ...second!, logo: { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), mimeType: 'image/svg+xml' } },
    ];

    const { pages } = await signs({ ...data, holeSponsors }, 'letter');

    const withLogo = (await signs(data, 'letter')).pages[0]!.items.find((item) => item.str === first!.sponsorName)!;
    pages.forEach((page, index) => {
      expect(page.images).toBe(0);
      const name = page.items.find((item) => item.str === holeSponsors[index]!.sponsorName)!;
      expect(name.height).toBeGreaterThan(withLogo.height * 1.5);
    });
  });
});
