// A downloaded PDF read back for the browser tests: each page's text lines and the QR codes in its images. The
// api's own reader (api/src/modules/print/testing) does more; packages do not import each other's tests.
import jsQR from 'jsqr';
import { getDocument, ImageKind, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFPageProxy } from 'pdfjs-dist/types/src/display/api';

export interface PdfPage {
  /** Text items on one baseline joined left to right, lines top to bottom. */
  lines: string[];
  /** The text of every QR code found in the page's images. */
  qrCodes: string[];
}

interface DecodedImage {
  width: number;
  height: number;
  kind: number;
  data: Uint8Array | Uint8ClampedArray;
}

/** Baselines closer than this (points) are one line. */
const LINE_TOLERANCE = 2;

export async function pdfPages(bytes: Uint8Array): Promise<PdfPage[]> {
  // pdfjs takes ownership of (detaches) the buffer it is given: hand it a copy.
  const pdf = await getDocument({ data: new Uint8Array(bytes), isOffscreenCanvasSupported: false, verbosity: 0 }).promise;
  try {
    const pages: PdfPage[] = [];
    for (let number = 1; number <= pdf.numPages; number++) pages.push(await readPage(await pdf.getPage(number)));
    return pages;
  } finally {
    await pdf.destroy();
  }
}

async function readPage(page: PDFPageProxy): Promise<PdfPage> {
  const items: Array<{ str: string; x: number; y: number }> = [];
  for (const item of (await page.getTextContent()).items) {
    if ('str' in item && item.str.trim() !== '') items.push({ str: item.str.trim(), x: item.transform[4], y: -item.transform[5] });
  }
  const rows: Array<typeof items> = [];
  for (const item of items.sort((a, b) => a.y - b.y || a.x - b.x)) {
    const row = rows.at(-1);
    if (row && Math.abs(row[0]!.y - item.y) <= LINE_TOLERANCE) row.push(item);
    else rows.push([item]);
  }
  const lines = rows.map((row) =>
    row
      .sort((a, b) => a.x - b.x)
      .map((item) => item.str)
      .join(' '),
  );
  const images = await pageImages(page);
  return { lines, qrCodes: images.flatMap((image) => decodeQr(image) ?? []) };
}

async function pageImages(page: PDFPageProxy): Promise<DecodedImage[]> {
  const operators = await page.getOperatorList();
  const images: Array<Promise<DecodedImage>> = [];
  operators.fnArray.forEach((fn, index) => {
    if (fn !== OPS.paintImageXObject && fn !== OPS.paintInlineImageXObject) return;
    // An inline image carries its pixels; an XObject is named and decoded by the worker (resolved through a callback).
    const image = (operators.argsArray[index] as unknown[])[0] as string | DecodedImage;
    if (typeof image !== 'string') images.push(Promise.resolve(image));
    else images.push(new Promise((resolve) => (image.startsWith('g_') ? page.commonObjs : page.objs).get(image, resolve)));
  });
  return Promise.all(images);
}

function decodeQr(image: DecodedImage): string | null {
  const rgba = toRgba(image);
  return rgba && (jsQR(rgba, image.width, image.height)?.data ?? null);
}

function toRgba({ width, height, kind, data }: DecodedImage): Uint8ClampedArray | null {
  if (kind === ImageKind.RGBA_32BPP) return new Uint8ClampedArray(data);
  const rgba = new Uint8ClampedArray(width * height * 4);
  if (kind === ImageKind.RGB_24BPP) {
    for (let pixel = 0; pixel < width * height; pixel++) rgba.set([...data.subarray(pixel * 3, pixel * 3 + 3), 255], pixel * 4);
    return rgba;
  }
  if (kind === ImageKind.GRAYSCALE_1BPP) {
    // One bit per pixel, each row padded to a whole byte; 1 is white.
    const rowBytes = Math.ceil(width / 8);
    for (let row = 0; row < height; row++) {
      for (let column = 0; column < width; column++) {
        const value = ((data[row * rowBytes + (column >> 3)] ?? 0) >> (7 - (column & 7))) & 1 ? 255 : 0;
        rgba.set([value, value, value, 255], (row * width + column) * 4);
      }
    }
    return rgba;
  }
  return null;
}
