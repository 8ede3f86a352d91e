export interface LineIconProps {
  /** One path or several, drawn on a 24 by 24 grid. */
  d: string | readonly string[];
  size: number;
  strokeWidth?: number;
  className?: string;
}

/** A decorative outline icon drawn in the current text colour; hidden from assistive technology. */
export function LineIcon({ d, size, strokeWidth = 1.8, className }: LineIconProps) {
  const paths = typeof d === 'string' ? [d] : d;
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {paths.map((path) => (
        <path key={path} d={path} />
      ))}
    </svg>
  );
}
