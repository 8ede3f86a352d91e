import { logoTypeOf } from './logo-type';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('logoTypeOf', () => {
  it('knows PNG, JPEG and WebP by their first bytes', () => {
    expect(logoTypeOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe('image/png');
    expect(logoTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(logoTypeOf(text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses SVG, text named like an image, a RIFF that is not WebP and short files', () => {
    expect(logoTypeOf(text('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(logoTypeOf(text('PNG but really text'))).toBeNull();
    expect(logoTypeOf(text('RIFF\u0000\u0000\u0000\u0000WAVEfmt '))).toBeNull();
    expect(logoTypeOf(bytes(0x89, 0x50))).toBeNull();
    expect(logoTypeOf(bytes())).toBeNull();
  });
});
