import type { PaperSize } from '@fairway/contracts/print';
import { renderContestPlacards, volunteerScan } from './contest-placards.document';
import type { PrintData } from './print-data';
import { readPdf } from './testing/pdf-reader';
import { printDataFixture } from './testing/print-data.fixture';
import { renderPdf } from './testing/render-pdf';

async function placards(data: PrintData, paper: PaperSize) {
  return readPdf(await renderPdf((doc) => renderContestPlacards(doc, data, paper)));
}

describe('renderContestPlacards', () => {
  it.each<[PaperSize, number, number]>([
    ['a4', 841.89, 595.28],
    ['letter', 792, 612],
  ])('prints a landscape %s placard per contest: the hole, the contest, and a QR that opens its station', async (paper, width, height) => {
    const data = printDataFixture({ teams: 2 });

    const { pages } = await placards(data, paper);

    expect(pages).toHaveLength(data.contests.length);
    pages.forEach((page, index) => {
      const contest = data.contests[index]!;
      expect(page).toMatchObject({ width: expect.closeTo(width, 0), height: expect.closeTo(height, 0), qrCodes: [contest.stationUrl] });
      expect(page.lines).toEqual(expect.arrayContaining(['HOLE', String(contest.hole), contest.title]));
      expect(page.text.replace(/\s+/g, ' ')).toContain(volunteerScan);
    });
  });

  it('prints the hole larger than anything else on the placard', async () => {
    const data = printDataFixture({ teams: 2 });

    const [page] = (await placards(data, 'letter')).pages;

    const hole = page!.items.find((item) => item.str === String(data.contests[0]!.hole))!;
    expect(Math.max(...page!.items.filter((item) => item !== hole).map((item) => item.height))).toBeLessThan(hole.height / 4);
  });

  it('names the prize when there is one, and the hole sponsor when the contest hole has one', async () => {
    const data = printDataFixture({ teams: 2 });
    const [withPrize, withSponsor] = data.contests;
    const sponsor = { hole: withSponsor!.hole, sponsorName: 'Lakeview Lodge', logo: null, message: null };

    const { pages } = await placards({ ...data, holeSponsors: [sponsor] }, 'a4');

    expect(pages[0]!.lines).toContain(`Prize: ${withPrize!.prize}`);
    expect(pages[1]!.text).not.toContain('Prize');
    expect(pages[1]!.lines).toContain('Sponsored by Lakeview Lodge');
    expect(pages[0]!.text).not.toContain('Sponsored by');
  });
});
