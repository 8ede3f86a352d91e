import { render } from '@testing-library/react';
import { LineIcon } from './line-icon';

describe('LineIcon', () => {
  it('draws each path at the given size in the text colour, hidden from assistive technology', () => {
    const { container } = render(<LineIcon d={['M4 20h16', 'M6 20V12']} size={22} strokeWidth={1.6} />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('width')).toBe('22');
    expect(svg?.getAttribute('height')).toBe('22');
    expect(svg?.getAttribute('stroke')).toBe('currentColor');
    expect(svg?.getAttribute('stroke-width')).toBe('1.6');
    expect(Array.from(svg?.querySelectorAll('path') ?? [], (path) => path.getAttribute('d'))).toEqual(['M4 20h16', 'M6 20V12']);
  });

  it('takes a single path and the default stroke', () => {
    const { container } = render(<LineIcon d="M7 21V3" size={24} />);
    expect(container.querySelectorAll('path')).toHaveLength(1);
    expect(container.querySelector('svg')?.getAttribute('stroke-width')).toBe('1.8');
  });
});
