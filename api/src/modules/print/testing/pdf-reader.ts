// Reads a PDF back for the print documents' tests: each page's text in lines, its size, and the QR codes of its images.
import jsQR from 'jsqr';
import { getDocument, ImageKind, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFPageProxy } from 'pdfjs-dist/types/src/display/api';

export interface ReadPdfPage {
  /** The page's lines joined by newlines. */
  text: string;
  /** Text items on the same baseline joined left to right, lines top to bottom. */
  lines: string[];
  /** Text items with their position (PDF points from the page's top-left corner), for layout checks. */
  items: ReadPdfItem[];
  /** In PDF points. */
  width: number;
  height: number;
  /** How many images the page paints. */
  images: number;
  /** Where each image is painted, in PDF points from the page's top-left corner. */
  imageBoxes: ReadPdfBox[];
  /** The text of every QR code found in the page's images. */
  qrCodes: string[];
}

export interface ReadPdfItem {
  str: string;
  x: number;
  /** The baseline's distance from the page's top. */
  y: number;
  width: number;
  height: number;
}

export interface ReadPdfBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ReadPdf {
  pages: ReadPdfPage[];
}

type Matrix = readonly [number, number, number, number, number, number];

interface PaintedImage {
  image: DecodedImage;
  box: ReadPdfBox;
}

interface DecodedImage {
  width: number;
  height: number;
  kind: number;
  data: Uint8Array | Uint8ClampedArray;
}

const IMAGE_OPS = new Set<number>([OPS.paintImageXObject, OPS.paintInlineImageXObject]);
/** Baselines closer than this (points) are one line. */
const LINE_TOLERANCE = 2;

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  // pdfjs takes ownership of (detaches) the buffer it is given: hand it a copy.
  const pdf = await getDocument({ data: new Uint8Array(bytes), isOffscreenCanvasSupported: false, verbosity: 0 }).promise;
  try {
    const pages: ReadPdfPage[] = [];
    for (let number = 1; number <= pdf.numPages; number++) pages.push(await readPage(await pdf.getPage(number)));
    return { pages };
  } finally {
    await pdf.destroy();
  }
}

async function readPage(page: PDFPageProxy): Promise<ReadPdfPage> {
  const [left = 0, bottom = 0, right = 0, top = 0] = page.view;
  const height = top - bottom;
  const content = await page.getTextContent();
  const items: ReadPdfItem[] = [];
  for (const item of content.items) {
    if (!('str' in item) || item.str.trim() === '') continue;
    items.push({ str: item.str, x: item.transform[4] - left, y: top - item.transform[5], width: item.width, height: item.height });
  }
  const lines = groupLines(items);
  const images = await pageImages(page, top);
  const qrCodes = images.flatMap(({ image }) => decodeQr(image) ?? []);
  const imageBoxes = images.map(({ box }) => ({ ...box, x: box.x - left }));
  return { text: lines.join('\n'), lines, items, width: right - left, height, images: images.length, imageBoxes, qrCodes };
}

function groupLines(items: readonly ReadPdfItem[]): string[] {
  const sorted = [...items].sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: ReadPdfItem[][] = [];
  for (const item of sorted) {
    const row = rows.at(-1);
    const first = row?.[0];
    if (row && first && Math.abs(first.y - item.y) <= LINE_TOLERANCE) row.push(item);
    else rows.push([item]);
  }
  return rows.map((row) =>
    row
      .sort((a, b) => a.x - b.x)
      .map((item) => item.str.trim())
      .join(' '),
  );
}

/** The images the page paints, each with the box the current transformation maps the unit square onto. */
async function pageImages(page: PDFPageProxy, top: number): Promise<PaintedImage[]> {
  const operators = await page.getOperatorList();
  const stack: Matrix[] = [];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  const painted: Promise<PaintedImage>[] = [];
  operators.fnArray.forEach((fn, index) => {
    const args = operators.argsArray[index] as unknown[];
    if (fn === OPS.save) stack.push(ctm);
    else if (fn === OPS.restore) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.transform) ctm = compose(ctm, args as unknown as Matrix);
    else if (IMAGE_OPS.has(fn)) {
      // An inline image carries its pixels; an XObject is named and decoded by the worker.
      const image = args[0] as string | DecodedImage;
      const box = unitSquare(ctm, top);
      painted.push((typeof image === 'string' ? imageObject(page, image) : Promise.resolve(image)).then((decoded) => ({ image: decoded, box })));
    }
  });
  return Promise.all(painted);
}

function compose([a, b, c, d, e, f]: Matrix, [a2, b2, c2, d2, e2, f2]: Matrix): Matrix {
  return [a * a2 + c * b2, b * a2 + d * b2, a * c2 + c * d2, b * c2 + d * d2, a * e2 + c * f2 + e, b * e2 + d * f2 + f];
}

function unitSquare([a, b, c, d, e, f]: Matrix, top: number): ReadPdfBox {
  const xs = [e, a + e, c + e, a + c + e];
  const ys = [f, b + f, d + f, b + d + f];
  return { x: Math.min(...xs), y: top - Math.max(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
}

/** An image XObject is decoded by the worker and resolved later: wait for it with the callback form of `get`. */
function imageObject(page: PDFPageProxy, name: string): Promise<DecodedImage> {
  const objects = name.startsWith('g_') ? page.commonObjs : page.objs;
  return new Promise((resolve) => objects.get(name, (image: DecodedImage) => resolve(image)));
}

function decodeQr(image: DecodedImage): string | null {
  const rgba = toRgba(image);
  if (!rgba) return null;
  return jsQR(rgba, image.width, image.height)?.data ?? null;
}

function toRgba({ width, height, kind, data }: DecodedImage): Uint8ClampedArray | null {
  const pixels = width * height;
  const rgba = new Uint8ClampedArray(pixels * 4);
  if (kind === ImageKind.RGBA_32BPP) return new Uint8ClampedArray(data);
  if (kind === ImageKind.RGB_24BPP) {
    for (let pixel = 0; pixel < pixels; pixel++) {
      rgba.set([...data.subarray(pixel * 3, pixel * 3 + 3), 255], pixel * 4);
    }
    return rgba;
  }
  if (kind === ImageKind.GRAYSCALE_1BPP) {
    // One bit per pixel, each row padded to a whole byte; 1 is white.
    const rowBytes = Math.ceil(width / 8);
    for (let row = 0; row < height; row++) {
      for (let column = 0; column < width; column++) {
        const bit = ((data[row * rowBytes + (column >> 3)] ?? 0) >> (7 - (column & 7))) & 1;
        const value = bit ? 255 : 0;
        rgba.set([value, value, value, 255], (row * width + column) * 4);
      }
    }
    return rgba;
  }
  return null;
}
