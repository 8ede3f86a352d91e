import { awardsMessages, awardsSettingsInput, revealInput } from './awards.schema';
import { issueMessages } from './testing/zod-issues';

describe('awards contracts', () => {
  it('hides 0 to 9 holes and takes up to three place prizes', () => {
    expect(awardsSettingsInput.parse({ hiddenHoles: 3 })).toEqual({ hiddenHoles: 3, placePrizes: [] });
    expect(issueMessages(awardsSettingsInput, { hiddenHoles: 10 })).toEqual([awardsMessages.hiddenHoles]);
    const four = Array.from({ length: 4 }, () => ({ prize: 'Cup' }));
    expect(issueMessages(awardsSettingsInput, { hiddenHoles: 0, placePrizes: four })).toEqual([awardsMessages.placePrizes]);
    expect(awardsSettingsInput.parse({ hiddenHoles: 0, placePrizes: [{ prize: ' Cup ', sponsorName: '' }] }).placePrizes).toEqual([
      { prize: 'Cup', sponsorName: null },
    ]);
  });

  it("knows the MC's four steps only", () => {
    expect(issueMessages(revealInput, { action: 'skip' })).toEqual([awardsMessages.action]);
  });
});
