/** The Fairway Fund flag-on-the-green mark. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="16" fill="#1f7a4d" />
      <ellipse cx="16" cy="24.5" rx="9" ry="3" fill="#2f9462" />
      <rect x="14.6" y="6" width="1.8" height="18.5" rx="0.9" fill="#ffffff" />
      <path d="M16.4 6.2 L25 9.6 L16.4 13 Z" fill="#efe3c2" />
      <circle cx="20.5" cy="23.6" r="1.4" fill="#ffffff" />
    </svg>
  );
}
