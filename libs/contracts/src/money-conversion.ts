// The API speaks dollars (numbers, as in the spec); the database stores integer cents.
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function centsToDollars(cents: number): number {
  return cents / 100;
}
