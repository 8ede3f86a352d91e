import { crc32, deflateSync } from 'node:zlib';

/** A valid RGB PNG of one colour, with a white band across its middle so it is visibly a picture: a stand-in sponsor logo. */
export function solidPng(width: number, height: number, [red, green, blue]: readonly [number, number, number]): Buffer {
  const rows = Array.from({ length: height }, (_, y) => {
    const band = y > height * 0.4 && y < height * 0.6;
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) row.set(band ? [255, 255, 255] : [red, green, blue], 1 + x * 3);
    return row;
  });
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
