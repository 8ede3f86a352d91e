// The e-mail the API really sent, read from the mail catcher the global setup starts (MailDev, as under
// `npm start`) through its REST API: the list (filtered by recipient), one message, its attachments.

export interface InboxAddress {
  address: string;
  name?: string;
}

export interface InboxAttachment {
  filename: string;
  /** The name the catcher keeps it under: the attachment's address uses this one. */
  generatedFileName: string;
  contentType: string;
  contentDisposition: 'inline' | 'attachment';
}

export interface InboxMail {
  id: string;
  subject: string;
  to: InboxAddress[];
  from: InboxAddress[];
  html?: string;
  text?: string;
  headers: Record<string, string | string[]>;
  attachments?: InboxAttachment[];
}

const POLL_MS = 200;

function inboxUrl(path: string): string {
  const base = process.env.E2E_MAIL_INBOX_URL;
  if (!base) throw new Error('E2E_MAIL_INBOX_URL is not set: the jest global setup starts the mail catcher');
  return new URL(`/api${path}`, base).toString();
}

async function inboxGet(path: string): Promise<Response> {
  const response = await fetch(inboxUrl(path));
  if (!response.ok) throw new Error(`mail catcher GET ${path} failed: ${response.status} ${await response.text()}`);
  return response;
}

/** Every message the catcher holds (the whole suite's), in the order they arrived. */
export async function allMail(): Promise<InboxMail[]> {
  return (await (await inboxGet('/email')).json()) as InboxMail[];
}

/** Every message the catcher holds for `address`, in the order they arrived. */
export async function mailTo(address: string): Promise<InboxMail[]> {
  return (await (await inboxGet(`/email?${new URLSearchParams({ 'to.address': address })}`)).json()) as InboxMail[];
}

/** One message, whole (its HTML, text, headers and attachments' names). */
export async function readMail(id: string): Promise<InboxMail> {
  return (await (await inboxGet(`/email/${encodeURIComponent(id)}`)).json()) as InboxMail;
}

/** Where the catcher serves a message's HTML, inline images resolved, for a page to open. */
export function mailHtmlUrl(mail: InboxMail): string {
  return inboxUrl(`/email/${encodeURIComponent(mail.id)}/html`);
}

/** An attachment's bytes. */
export async function attachmentOf(mail: InboxMail, attachment: InboxAttachment): Promise<Buffer> {
  const response = await inboxGet(`/email/${encodeURIComponent(mail.id)}/attachment/${encodeURIComponent(attachment.generatedFileName)}`);
  return Buffer.from(await response.arrayBuffer());
}

/**
 * The first message to `address` whose subject matches, read whole, waiting up to `timeoutMs` for it (the API's
 * mail runner sends within a second or two of the commit).
 */
export async function waitForMail(address: string, subject: RegExp, timeoutMs = 10_000): Promise<InboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailTo(address)).find((mail) => subject.test(mail.subject));
    if (found) return readMail(found.id);
    if (Date.now() > deadline) throw new Error(`no e-mail to ${address} with a subject matching ${subject} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The href of every link in a message's HTML, as written (entities decoded). */
export function linksIn(mail: InboxMail): string[] {
  return [...(mail.html ?? '').matchAll(/href="([^"]+)"/g)].map(([, href]) => href!.replaceAll('&amp;', '&'));
}
