import { create } from 'qrcode';
import { render, screen } from '@testing-library/react';
import { QrCode } from './qr-code';

function darkModules(path: string): number {
  return path.match(/M/g)?.length ?? 0;
}

describe('QrCode', () => {
  it('draws the encoded matrix with a 4-module quiet zone and an accessible label', () => {
    const value = 'https://fairway.example/tournament/abc/team-select';
    render(<QrCode value={value} label="Scan to enter your scorecard" size={200} />);
    const svg = screen.getByRole('img', { name: 'Scan to enter your scorecard' });
    const { modules } = create(value, { errorCorrectionLevel: 'M' });
    const expectedDark = Array.from(modules.data).filter(Boolean).length;
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${modules.size + 8} ${modules.size + 8}`);
    expect(darkModules(svg.querySelector('path')?.getAttribute('d') ?? '')).toBe(expectedDark);
    expect(svg.getAttribute('width')).toBe('200');
  });

  it('redraws when the value changes', () => {
    const { rerender } = render(<QrCode value="short" label="code" />);
    const first = screen.getByRole('img').querySelector('path')?.getAttribute('d');
    rerender(<QrCode value="https://fairway.example/a/much/longer/value/that/needs/a/bigger/code" label="code" />);
    expect(screen.getByRole('img').querySelector('path')?.getAttribute('d')).not.toBe(first);
  });
});
