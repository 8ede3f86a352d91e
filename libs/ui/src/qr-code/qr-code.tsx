import { useEffect, useState } from 'react';
import styles from './qr-code.module.css';

export interface QrCodeProps {
  /** The text to encode, usually an absolute URL. */
  value: string;
  /** What the code is for, read out by screen readers. */
  label: string;
  /** Rendered width and height in CSS pixels. */
  size?: number;
}

type QrCreate = typeof import('qrcode').create;
interface Drawing {
  value: string;
  path: string;
  dimension: number;
}

// The standard asks for a light border of 4 modules so scanners find the code's edges.
const quietZone = 4;

/** One SVG path of unit squares, one per dark module. */
function draw(create: QrCreate, value: string): Drawing {
  const { modules } = create(value, { errorCorrectionLevel: 'M' });
  const segments: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) segments.push(`M${column + quietZone} ${row + quietZone}h1v1h-1z`);
    }
  }
  return { value, path: segments.join(''), dimension: modules.size + quietZone * 2 };
}

function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 1000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 0);
  return () => clearTimeout(handle);
}

/**
 * The code is drawn once the page has painted: the encoder (and its eight mask trials) would otherwise hold up
 * a phone's first paint of the page around it, which the code never is the main content of.
 */
function useDrawing(value: string): Drawing | undefined {
  const [drawing, setDrawing] = useState<Drawing>();
  useEffect(() => {
    let current = true;
    const cancel = whenIdle(() => {
      void import('qrcode').then(({ create }) => {
        if (current) setDrawing(draw(create, value));
      });
    });
    return () => {
      current = false;
      cancel();
    };
  }, [value]);
  return drawing?.value === value ? drawing : undefined;
}

/** A QR code drawn as SVG (crisp at any size, printable, no canvas); its place is kept while it is drawn. */
export function QrCode({ value, label, size = 180 }: QrCodeProps) {
  const drawing = useDrawing(value);
  const dimension = drawing?.dimension ?? 1;
  return (
    <svg
      className={styles.code}
      role="img"
      aria-label={label}
      aria-busy={!drawing}
      width={size}
      height={size}
      viewBox={`0 0 ${dimension} ${dimension}`}
      shapeRendering="crispEdges"
      data-value={value}
    >
      <rect width={dimension} height={dimension} fill="#ffffff" />
      {drawing && <path d={drawing.path} fill="#062418" />}
    </svg>
  );
}
