import { photoBytesOf } from './auction-photo-body';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x0d, 0x0a, 1, 2]);

function form(boundary: string, parts: Array<{ headers: string; body: Buffer }>): Buffer {
  return Buffer.concat([
    ...parts.flatMap((part) => [Buffer.from(`--${boundary}\r\n${part.headers}\r\n\r\n`), part.body, Buffer.from('\r\n')]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
}

describe('photoBytesOf', () => {
  it('takes a plain body as the image', () => {
    expect(Buffer.from(photoBytesOf(png, 'image/png'))).toEqual(png);
    expect(Buffer.from(photoBytesOf(png, undefined))).toEqual(png);
  });

  it("takes a form's first file, byte for byte (a CRLF inside the image kept)", () => {
    const body = form('XyZ', [
      { headers: 'Content-Disposition: form-data; name="caption"', body: Buffer.from('hello') },
      { headers: 'Content-Disposition: form-data; name="photo"; filename="a.png"\r\nContent-Type: image/png', body: png },
    ]);
    expect(Buffer.from(photoBytesOf(body, 'multipart/form-data; boundary=XyZ'))).toEqual(png);
  });

  it('gives nothing for a form without a file', () => {
    const body = form('b', [{ headers: 'Content-Disposition: form-data; name="caption"', body: Buffer.from('hello') }]);
    expect(photoBytesOf(body, 'multipart/form-data; boundary=b').length).toBe(0);
  });
});
