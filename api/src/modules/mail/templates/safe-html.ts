/** HTML that is already safe to put in a page (built by `html` or `rawHtml`); anything else gets escaped. */
export class SafeHtml {
  constructor(readonly value: string) {}

  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

type Interpolated = SafeHtml | string | number | null | undefined | false | readonly Interpolated[];

function toHtml(value: Interpolated): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map((item: Interpolated) => toHtml(item)).join('');
  return escapeHtml(String(value));
}

/**
 * A template literal whose interpolations are escaped (names, team names and reasons come from the public),
 * unless they are SafeHtml already; lists are joined. Attribute values must be quoted in the template.
 */
export function html(strings: TemplateStringsArray, ...values: Interpolated[]): SafeHtml {
  return new SafeHtml(strings.reduce((out, text, index) => out + text + (index < values.length ? toHtml(values[index] as Interpolated) : ''), ''));
}

/** A URL for an href: only http(s), escaped for the attribute. */
export function safeHref(url: string): SafeHtml {
  return new SafeHtml(/^https?:\/\//i.test(url) ? escapeHtml(url) : '#');
}
