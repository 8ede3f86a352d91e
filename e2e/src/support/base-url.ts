export function baseUrl(path = '/'): string {
  const base = process.env.E2E_BASE_URL;
  if (!base) throw new Error('E2E_BASE_URL is not set: the jest global setup starts the product');
  return new URL(path, base).toString();
}
