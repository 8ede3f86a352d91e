/** How long `shown` took to appear after `since` (a Date.now() taken just before the action). */
export async function shownWithin(since: number, shown: Promise<void>): Promise<number> {
  await shown;
  return Date.now() - since;
}
