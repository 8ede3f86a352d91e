import { create } from 'qrcode';
import { render, screen, waitFor } from '@testing-library/react';
import { QrCode } from './qr-code';

function darkModules(path: string): number {
  return path.match(/M/g)?.length ?? 0;
}

describe('QrCode', () => {
  it('draws the encoded matrix with a 4-module quiet zone and an accessible label', async () => {
    const value = 'https://fairway.example/tournament/abc/team-select';
    render(<QrCode value={value} label="Scan to enter your scorecard" size={200} />);
    const svg = screen.getByRole('img', { name: 'Scan to enter your scorecard' });
    expect(svg.getAttribute('width')).toBe('200');
    await waitFor(() => expect(svg.querySelector('path')).not.toBeNull());
    const { modules } = create(value, { errorCorrectionLevel: 'M' });
    const expectedDark = Array.from(modules.data).filter(Boolean).length;
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${modules.size + 8} ${modules.size + 8}`);
    expect(darkModules(svg.querySelector('path')?.getAttribute('d') ?? '')).toBe(expectedDark);
    expect(svg.getAttribute('width')).toBe('200');
  });

  it('keeps its place while it draws, then redraws when the value changes', async () => {
    const { rerender } = render(<QrCode value="short" label="code" size={120} />);
    const svg = screen.getByRole('img', { name: 'code' });
    expect(svg.getAttribute('aria-busy')).toBe('true');
    expect(svg.getAttribute('height')).toBe('120');
    await waitFor(() => expect(svg.querySelector('path')).not.toBeNull());
    const first = svg.querySelector('path')?.getAttribute('d');
    rerender(<QrCode value="https://fairway.example/a/much/longer/value/that/needs/a/bigger/code" label="code" size={120} />);
    // The old code never stands for the new value: the place is blank until the new one is drawn.
    expect(svg.querySelector('path')).toBeNull();
    await waitFor(() => expect(svg.querySelector('path')).not.toBeNull());
    expect(svg.querySelector('path')?.getAttribute('d')).not.toBe(first);
  });
});
