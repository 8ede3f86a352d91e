import { mailTexts } from '@fairway/contracts/mail-texts';
import { html, safeHref, type SafeHtml } from './safe-html';

/** What a template knows besides its data: the tournament, and how to make a link absolute. */
export interface MailContext {
  tournamentId: string;
  tournamentName: string;
  charityName: string;
  timeZone: string;
  link(path: string): string;
  /** Set on messages that are not strictly transactional. */
  unsubscribeUrl: string | null;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
}

/**
 * A file sent with the message: given whole (a calendar file), or a QR code of `text` that the renderer draws as
 * a PNG, shown in the HTML where an image block names its `cid`.
 */
export type MailAttachment =
  { kind: 'file'; filename: string; contentType: string; content: string } | { kind: 'qr'; filename: string; cid: string; text: string };

/** One part of a message; each is written once and rendered as both plain text and HTML. */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'button'; label: string; url: string }
  | { kind: 'facts'; heading?: string; rows: ReadonlyArray<readonly [label: string, value: string]> }
  | { kind: 'code'; label: string; value: string }
  /** An attached image shown inline (by its cid), linked to `href`; the text part leaves it out. */
  | { kind: 'image'; cid: string; alt: string; href: string; size: number };

export interface MailDocument {
  subject: string;
  /** The gist, which inbox lists show beside the subject (hidden in the HTML part, first in the text part). */
  preheader: string;
  blocks: ReadonlyArray<MailBlock | false | '' | null | undefined>;
  attachments?: ReadonlyArray<MailAttachment>;
}

export function renderDocument(document: MailDocument, context: MailContext): RenderedMail {
  const blocks = document.blocks.filter((block): block is MailBlock => Boolean(block));
  return {
    subject: document.subject,
    text: plainText(blocks, context),
    html: htmlPage(document, blocks, context).value,
    attachments: [...(document.attachments ?? [])],
  };
}

function plainText(blocks: MailBlock[], context: MailContext): string {
  const body = blocks.flatMap((block) => {
    switch (block.kind) {
      case 'paragraph':
        return block.text;
      case 'button':
        return `${block.label}:\n${block.url}`;
      case 'code':
        return `${block.label}: ${block.value}`;
      case 'facts':
        return [block.heading?.toUpperCase(), ...block.rows.map(([label, value]) => `${label}: ${value}`)].filter(Boolean).join('\n');
      case 'image':
        return [];
    }
  });
  const footer = [
    context.tournamentName,
    mailTexts.tagline(context.charityName),
    mailTexts.footer(context.tournamentName),
    context.unsubscribeUrl && mailTexts.unsubscribeText(context.unsubscribeUrl),
  ].filter(Boolean);
  return [...body, '-- ', footer.join('\n')].join('\n\n') + '\n';
}

const font = 'font-family:-apple-system,BlinkMacSystemFont,Segoe UI,Roboto,Helvetica,Arial,sans-serif;';
const green = '#1f6f43';

function htmlBlock(block: MailBlock): SafeHtml {
  switch (block.kind) {
    case 'paragraph':
      return html`<p style="margin:0 0 16px;line-height:1.5">${block.text}</p>`;
    case 'button':
      return html`<p style="margin:24px 0">
        <a
          href="${safeHref(block.url)}"
          style="background:${green};color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;display:inline-block;font-weight:600"
          >${block.label}</a
        >
      </p>`;
    case 'code':
      return html`<p style="margin:0 0 16px">
        ${block.label}: <strong style="font-size:20px;letter-spacing:2px;font-family:monospace">${block.value}</strong>
      </p>`;
    case 'facts':
      return html`${block.heading && html`<h2 style="font-size:16px;margin:24px 0 8px">${block.heading}</h2>`}
        <table role="presentation" style="border-collapse:collapse;width:100%;margin:0 0 16px">
          ${block.rows.map(
            ([label, value]) =>
              html`<tr>
                <td style="padding:6px 12px 6px 0;border-bottom:1px solid #e5e7eb;color:#4b5563">${label}</td>
                <td style="padding:6px 0;border-bottom:1px solid #e5e7eb;text-align:right;font-weight:600">${value}</td>
              </tr>`,
          )}
        </table>`;
    case 'image':
      return html`<p style="margin:0 0 16px">
        <a href="${safeHref(block.href)}"
          ><img src="cid:${block.cid}" alt="${block.alt}" width="${block.size}" height="${block.size}" style="display:block;border:0"
        /></a>
      </p>`;
  }
}

function htmlPage({ subject, preheader }: MailDocument, blocks: MailBlock[], context: MailContext): SafeHtml {
  const unsubscribe = context.unsubscribeUrl && html`<br /><a href="${safeHref(context.unsubscribeUrl)}" style="color:#6b7280">${mailTexts.unsubscribe}</a>`;
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <title>${subject}</title>
      </head>
      <body style="margin:0;padding:0;background:#f3f4f6;${font}color:#111827">
        <div style="display:none;max-height:0;overflow:hidden;opacity:0">${preheader}</div>
        <table role="presentation" width="100%" style="border-collapse:collapse;background:#f3f4f6">
          <tr>
            <td style="padding:24px 12px">
              <table
                role="presentation"
                align="center"
                style="border-collapse:collapse;width:100%;max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px"
              >
                <tr>
                  <td style="padding:20px 24px;background:${green};color:#ffffff;border-radius:8px 8px 0 0">
                    <div style="font-size:20px;font-weight:700">${context.tournamentName}</div>
                    <div style="font-size:14px;opacity:0.9">${mailTexts.tagline(context.charityName)}</div>
                  </td>
                </tr>
                <tr>
                  <td style="padding:24px;font-size:16px">${blocks.map(htmlBlock)}</td>
                </tr>
                <tr>
                  <td style="padding:16px 24px;font-size:12px;color:#6b7280;border-top:1px solid #e5e7eb">
                    ${mailTexts.footer(context.tournamentName)}${unsubscribe}
                  </td>
                </tr>
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html> `;
}
