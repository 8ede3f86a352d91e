import { printFileName, printMessages, printParams, printQuery } from './print.schema';

const id = '5b0f6c2e-1d1a-4c8e-9a53-2f5c0d7e9a10';

describe('print addresses', () => {
  it('names the file after the tournament, the document and the paper, in letters a file system keeps', () => {
    expect(printFileName('Spring Charity Classic', 'cart-signs', 'letter')).toBe('spring-charity-classic-cart-signs-letter.pdf');
    expect(printFileName("  Zoë's Open: 2026 / Day 1 ", 'pack', 'a4')).toBe('zoe-s-open-2026-day-1-pack-a4.pdf');
    expect(printFileName('李', 'scorecards', 'a4')).toBe('tournament-scorecards-a4.pdf');
  });

  it('takes each document or the pack, Letter unless told, and refuses anything else with its sentence', () => {
    expect(printParams.parse({ id, document: 'pack' }).document).toBe('pack');
    expect(printQuery.parse({})).toEqual({ paper: 'letter' });
    expect(printParams.safeParse({ id, document: 'menus' }).error?.issues.map((issue) => issue.message)).toEqual([printMessages.documentInvalid]);
    expect(printQuery.safeParse({ paper: 'a3' }).error?.issues.map((issue) => issue.message)).toEqual([printMessages.paperInvalid]);
  });
});
