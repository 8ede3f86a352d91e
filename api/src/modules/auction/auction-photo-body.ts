/**
 * The image an upload carries: the body itself (as a sponsor logo is sent), or the first file of a
 * multipart/form-data body (a browser's FormData). The image's type is decided by its bytes, never here.
 */
export function photoBytesOf(body: Uint8Array, contentType: string | undefined): Uint8Array {
  const boundary = /^multipart\/form-data;.*boundary="?([^";]+)"?/i.exec(contentType ?? '')?.[1];
  if (!boundary) return body;
  const buffer = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const delimiter = Buffer.from(`--${boundary}`);
  for (let start = buffer.indexOf(delimiter); start !== -1;) {
    const next = buffer.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const part = buffer.subarray(start + delimiter.length, next);
    const headersEnd = part.indexOf('\r\n\r\n');
    if (headersEnd !== -1 && /filename=/i.test(part.subarray(0, headersEnd).toString('latin1'))) {
      // The part's content ends before the CRLF that precedes the next delimiter.
      return part.subarray(headersEnd + 4, part.length - 2);
    }
    start = next;
  }
  return new Uint8Array();
}
