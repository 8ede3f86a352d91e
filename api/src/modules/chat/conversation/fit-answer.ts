/** Answers stay short enough to read in the widget's panel. */
export const MAX_ANSWER_LENGTH = 1200;

/** The answer, cut after its last whole line (or word) that fits when it is too long. */
export function fitAnswer(text: string, maxLength = MAX_ANSWER_LENGTH): string {
  const trimmed = text.trim();
  if (trimmed.length <= maxLength) return trimmed;
  const room = trimmed.slice(0, maxLength - 3);
  const lineEnd = room.lastIndexOf('\n');
  if (lineEnd > maxLength / 2) return room.slice(0, lineEnd).trimEnd();
  return `${room.slice(0, Math.max(room.lastIndexOf(' '), 1)).trimEnd()}...`;
}
