import { create } from 'qrcode';
import { useMemo } from 'react';
import styles from './qr-code.module.css';

export interface QrCodeProps {
  /** The text to encode, usually an absolute URL. */
  value: string;
  /** What the code is for, read out by screen readers. */
  label: string;
  /** Rendered width and height in CSS pixels. */
  size?: number;
}

// The standard asks for a light border of 4 modules so scanners find the code's edges.
const quietZone = 4;

/** One SVG path of unit squares, one per dark module. */
function modulesPath(value: string): { path: string; dimension: number } {
  const { modules } = create(value, { errorCorrectionLevel: 'M' });
  const segments: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) segments.push(`M${column + quietZone} ${row + quietZone}h1v1h-1z`);
    }
  }
  return { path: segments.join(''), dimension: modules.size + quietZone * 2 };
}

/** A QR code drawn as SVG (crisp at any size, printable, no canvas). */
export function QrCode({ value, label, size = 180 }: QrCodeProps) {
  const { path, dimension } = useMemo(() => modulesPath(value), [value]);
  return (
    <svg
      className={styles.code}
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${dimension} ${dimension}`}
      shapeRendering="crispEdges"
      data-value={value}
    >
      <rect width={dimension} height={dimension} fill="#ffffff" />
      <path d={path} fill="#062418" />
    </svg>
  );
}
