import { jest } from '@jest/globals';
import { setAuthTokenProvider } from '@fairway/api-client';
import { fakeResponse } from '@fairway/api-client/testing';
import { printCentreMessages, printDocumentTexts, printMessages } from '@fairway/contracts/print-texts';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderAdmin } from '../../../shared/testing/render-admin';
import { PrintCentre } from './print-centre';

const user = userEvent.setup();
const tournamentId = '5f0c8a8e-0d6b-4c1e-9d36-1a2b3c4d5e6f';

const catalogue = (paper: string) => ({
  documents: [
    { document: 'cart-signs', pages: paper === 'a4' ? 18 : 19, warning: null },
    { document: 'alphabetical-list', pages: 2, warning: null },
    { document: 'starters-sheet', pages: 1, warning: null },
    { document: 'scorecards', pages: 36, warning: null },
    { document: 'contest-placards', pages: 0, warning: printMessages.noContests },
    { document: 'sponsor-signs', pages: 3, warning: null },
  ],
});

function renderCentre() {
  const view = renderAdmin(<PrintCentre tournamentId={tournamentId} />);
  view.fetch.mockImplementation(async (url) => {
    const path = url.replace(`/api/tournaments/${tournamentId}`, '');
    if (path.startsWith('/print?paper=')) return fakeResponse(200, catalogue(path.split('=')[1]!));
    if (path.startsWith('/print/cart-signs.pdf')) {
      const named = new Headers({ 'Content-Disposition': 'attachment; filename="spring-classic-cart-signs-a4.pdf"' });
      return { ...fakeResponse(200, `%PDF-1.7 ${path}`), headers: named } as Response;
    }
    if (/^\/print\/[a-z-]+\.pdf\?paper=/.test(path)) return fakeResponse(200, `%PDF-1.7 ${path}`);
    return fakeResponse(404, { statusCode: 404, error: 'Not Found', message: `no fake for ${url}` });
  });
  return view;
}

function captureDownloads() {
  const saved: Array<{ blob: Blob; name: string }> = [];
  URL.createObjectURL = ((blob: Blob) => `blob:${saved.push({ blob, name: '' }) - 1}`) as typeof URL.createObjectURL;
  URL.revokeObjectURL = () => undefined;
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved[Number(this.href.split(':').at(-1))]!.name = this.download;
  });
  return { saved, restore: () => click.mockRestore() };
}

const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe('the print centre', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => setAuthTokenProvider(null));

  it('lists every document with what it is for, its pages on the paper and its warning', async () => {
    renderCentre();
    const signs = await screen.findByRole('listitem', { name: 'Cart signs' });
    expect(within(signs).getByText(printDocumentTexts['cart-signs'].purpose)).toBeTruthy();
    await within(signs).findByText('19 pages');
    const placards = screen.getByRole('listitem', { name: 'Contest placards' });
    expect(within(placards).getByText('0 pages')).toBeTruthy();
    expect(within(placards).getByText(printMessages.noContests)).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'A4' }));
    await within(signs).findByText('18 pages');
  });

  it('downloads the morning pack and one document as PDFs on the chosen paper, with the organiser’s token, and remembers the paper', async () => {
    setAuthTokenProvider(async () => 'olive-token');
    const downloads = captureDownloads();
    const { fetch, unmount } = renderCentre();
    await user.click(await screen.findByRole('radio', { name: 'A4' }));
    await user.click(screen.getByRole('button', { name: printCentreMessages.pack }));
    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Download Cart signs' }));
    await waitFor(() => expect(downloads.saved).toHaveLength(2));
    downloads.restore();

    const pdfCalls = fetch.mock.calls.filter(([url]) => url.includes('.pdf'));
    expect(pdfCalls.map(([url]) => url)).toEqual([
      `/api/tournaments/${tournamentId}/print/pack.pdf?paper=a4`,
      `/api/tournaments/${tournamentId}/print/cart-signs.pdf?paper=a4`,
    ]);
    expect(new Headers(pdfCalls[0]![1]!.headers).get('Authorization')).toBe('Bearer olive-token');
    // The server's name when it gives one.
    expect(downloads.saved.map(({ name }) => name)).toEqual(['pack-a4.pdf', 'spring-classic-cart-signs-a4.pdf']);
    expect(downloads.saved[0]!.blob.type).toBe('application/pdf');
    expect(await textOf(downloads.saved[0]!.blob)).toMatch(/^%PDF/);

    unmount();
    renderCentre();
    expect(await screen.findByRole('radio', { name: 'A4' })).toHaveProperty('checked', true);
  });

  it('says why a download failed, in the server’s words', async () => {
    const { fetch } = renderCentre();
    await screen.findByRole('listitem', { name: 'Cart signs' });
    fetch.mockImplementation(async () => fakeResponse(409, { statusCode: 409, error: 'Conflict', message: printMessages.startsNotAssigned }));
    await user.click(screen.getByRole('button', { name: 'Download Cart signs' }));
    expect(await screen.findByText(`${printCentreMessages.downloadFailed}: ${printMessages.startsNotAssigned}`)).toBeTruthy();
  });
});
