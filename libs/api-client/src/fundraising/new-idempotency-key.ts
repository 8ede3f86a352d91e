/**
 * A client-made id for one submission: sent again with a retry, so the API records it once. A GUID, so it
 * is also a valid entry or pledge id; built by hand where the page is not a secure context (plain http on a
 * club's network), which has no `crypto.randomUUID`.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const hex = Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
