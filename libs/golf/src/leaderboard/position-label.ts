/** "1", "T2" for a shared position, "-" for a team that is not ranked yet. */
export function positionLabel(position: number | null, shared: boolean): string {
  if (position === null) return '-';
  return shared ? `T${position}` : String(position);
}
