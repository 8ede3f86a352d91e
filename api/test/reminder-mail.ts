// Reads what the reminder and results suites check in a caught e-mail: its attachments, the calendar file's fields
// and the QR code drawn in a PNG.
import jsQR from 'jsqr';
import { createRequire } from 'node:module';
import type { Attachment } from 'mailparser';
import type { CaughtMail } from './support/smtp-catcher';

// pngjs comes with qrcode and has no types of its own: only its synchronous reader is used.
const { PNG } = createRequire(import.meta.url)('pngjs') as { PNG: { sync: { read(buffer: Buffer): { width: number; height: number; data: Buffer } } } };

export function attachmentOf(mail: CaughtMail, contentType: string): Attachment | undefined {
  return mail.parsed.attachments.find((attachment) => attachment.contentType === contentType);
}

/** The calendar file's properties of its event, unfolded ("DTSTART" -> "20270115T130000Z"). */
export function calendarFields(ics: string): Record<string, string> {
  const lines = ics.replace(/\r\n /g, '').split('\r\n');
  const event = lines.slice(lines.indexOf('BEGIN:VEVENT') + 1, lines.indexOf('END:VEVENT'));
  return Object.fromEntries(event.map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]));
}

/** The text of the QR code in a PNG image, or null when it holds none. */
export function qrTextOf(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}
