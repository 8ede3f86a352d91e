import { render, screen } from '@testing-library/react';
import { trialAddressMessages } from '@fairway/contracts/trial-address-messages';
import { TrialAddressBanner } from './trial-address-banner';

const { title } = trialAddressMessages;

function bannerAt(url: string): HTMLElement | null {
  const { protocol, hostname } = new URL(url);
  const { unmount } = render(<TrialAddressBanner address={{ protocol, hostname }} />);
  const banner = screen.queryByRole('note');
  const shown = banner && banner.textContent?.includes(title) ? banner : null;
  unmount();
  return shown;
}

describe('TrialAddressBanner', () => {
  it('says a plain-HTTP network address is for trying the product, and what the event uses instead', () => {
    const { protocol, hostname } = new URL('http://192.168.1.20:8080/scorecard');
    render(<TrialAddressBanner address={{ protocol, hostname }} />);
    const banner = screen.getByRole('note');
    expect(banner.textContent).toContain('For trying Fairway Fund only.');
    expect(banner.textContent).toContain("can't reopen offline");
    expect(banner.textContent).toContain('https://');
  });

  it('shows on any plain-HTTP address other than this computer', () => {
    for (const url of ['http://192.168.1.20:8080/', 'http://10.0.0.5/', 'http://clubhouse-pc:8080/', 'http://[fe80::1]:8080/']) {
      expect([url, bannerAt(url) !== null]).toEqual([url, true]);
    }
  });

  it('stays away on localhost (a secure context even over HTTP) and on HTTPS', () => {
    const quiet = [
      'http://localhost:8080/',
      'http://127.0.0.1:8080/',
      'http://[::1]:8080/',
      'http://fairway.localhost/',
      'https://golf.club.example/',
      'https://192.168.1.20/',
    ];
    for (const url of quiet) expect([url, bannerAt(url)]).toEqual([url, null]);
  });
});
