import { mailTexts } from '@fairway/contracts/mail-texts';
import { html, type SafeHtml } from './templates/safe-html';

const texts = mailTexts.unsubscribePage;

/** j•••@example.org: enough for its owner to recognise, not the whole address to whoever holds the link. */
export function maskAddress(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

function page(body: SafeHtml): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${texts.title} · Fairway Fund</title>
      </head>
      <body
        style="margin:0;font-family:-apple-system,BlinkMacSystemFont,Segoe UI,Roboto,Helvetica,Arial,sans-serif;background:#f3f4f6;color:#111827;padding:0 16px"
      >
        <main style="max-width:480px;margin:48px auto;padding:24px;background:#ffffff;border-radius:8px;font-size:17px;line-height:1.5">
          <h1 style="font-size:22px;margin:0 0 16px">${texts.title}</h1>
          ${body}
        </main>
      </body>
    </html> `.value;
}

/** Asks before unsubscribing: a mail scanner opening the link must not unsubscribe anyone. */
export function unsubscribeQuestionPage(email: string): string {
  return page(
    html`<p>${texts.question(maskAddress(email))}</p>
      <form method="post">
        <button type="submit" style="font-size:17px;padding:12px 20px;border:0;border-radius:6px;background:#1f6f43;color:#ffffff">${texts.confirm}</button>
      </form>`,
  );
}

export function unsubscribedPage(email: string): string {
  return page(html`<p>${texts.done(maskAddress(email))}</p>`);
}

export function unknownLinkPage(): string {
  return page(html`<p>${texts.unknown}</p>`);
}
