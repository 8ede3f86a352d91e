import { alphabeticalPlayers, renderAlphabeticalList } from './alphabetical-list.document';
import { renderCartSigns } from './cart-signs.document';
import { fontFaces, fontFile, fontFor } from './print-fonts';
import { renderScorecards } from './scorecards.document';
import { renderSponsorSigns } from './sponsor-signs.document';
import { renderStartersSheet } from './starters-sheet.document';
import { readPdf } from './testing/pdf-reader';
import { renderPdf } from './testing/render-pdf';
import { worldField, worldNames as names, worldTeams } from './testing/world-field.fixture';

describe('print fonts', () => {
  it('sets a Chinese or Japanese text in Noto Sans SC and every other text in Noto Sans, in the style asked for', () => {
    expect(fontFor('bold', '王伟')).toBe('NotoSansSC-bold');
    expect(fontFor('regular', '佐藤さくら')).toBe('NotoSansSC-regular');
    expect(fontFor('regular', 'Łukasz Wójcik')).toBe('NotoSans-regular');
    expect(fontFor('italic', 'Σοφία')).toBe('NotoSans-italic');
    expect(fontFor('bold')).toBe('NotoSans-bold');
  });

  it('finds every font file in node_modules, where the built API loads it from, and none for a package that is not installed', () => {
    for (const face of fontFaces)
      for (const style of ['regular', 'bold', 'italic'] as const)
        expect(fontFile(face, style)).toMatch(/node_modules\/@expo-google-fonts\/noto-sans(-sc)?\/.+\.ttf$/);
    expect(fontFile({ ...fontFaces[1]!, package: '@fairway/no-such-font' }, 'regular')).toBeNull();
  });

  it('prints every name exactly on the cart signs, the team names included', async () => {
    const data = worldField();
    const pdf = await readPdf(await renderPdf((doc) => renderCartSigns(doc, data, 'a4')));

    expect(pdf.pages).toHaveLength(worldTeams.length);
    worldTeams.forEach((team, index) => expect(pdf.pages[index]!.lines).toEqual(expect.arrayContaining([team.name, ...team.players])));
  });

  it("prints every name exactly on the check-in desk's list (surname first), the starter's sheet and the scorecards", async () => {
    const data = worldField();
    const list = await readPdf(await renderPdf((doc) => renderAlphabeticalList(doc, data, 'letter')));
    const sheet = await readPdf(await renderPdf((doc) => renderStartersSheet(doc, data, 'letter')));
    const cards = await readPdf(await renderPdf((doc) => renderScorecards(doc, data, 'letter')));

    const listText = list.pages.map((page) => page.text).join('\n');
    expect(listText).toContain('Wójcik, Łukasz');
    expect(listText).toContain('An, Nguyễn Văn');
    expect(list.pages[0]!.lines.filter((line) => line.includes('王伟 长城 Friends'))).toHaveLength(1);
    expect(alphabeticalPlayers(data)).toHaveLength(names.length);
    for (const team of worldTeams)
      expect(sheet.pages[0]!.lines).toEqual(expect.arrayContaining([expect.stringContaining(`${team.name} ${team.players.join(', ')}`)]));
    const cardsText = cards.pages.map((page) => page.text).join('\n');
    for (const name of [...names, ...worldTeams.map((team) => team.name)]) expect(cardsText).toContain(name);
  });

  it("prints a hole sponsor's name and message in any script, the message in italic where the script has one", async () => {
    const pdf = await readPdf(await renderPdf((doc) => renderSponsorSigns(doc, worldField(), 'a4')));

    expect(pdf.pages).toHaveLength(1);
    expect(pdf.pages[0]!.lines).toEqual(expect.arrayContaining(['北京 Café Ñandú', 'Удачи, Ελλάδα!']));
  });

  it('embeds only the glyphs used, and the Chinese font only in a document with a Chinese or Japanese name', async () => {
    const latinOnly = worldField(worldTeams.filter((team) => !team.name.includes('长城')));
    const withChinese = await renderPdf((doc) => renderCartSigns(doc, worldField(), 'a4'));
    const withoutChinese = await renderPdf((doc) => renderCartSigns(doc, latinOnly, 'a4'));

    // Noto Sans SC is 10 MB whole; the cart signs with two Chinese and Japanese names stay a small file.
    expect(withChinese.length).toBeLessThan(120 * 1024);
    expect(withChinese.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC-Bold/);
    expect(withoutChinese.toString('latin1')).not.toContain('NotoSansSC');
    expect(withoutChinese.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular/);
  });
});
