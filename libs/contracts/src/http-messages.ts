// Texts about the connection itself, apart from the rest of `messages` so the lightest pages (the scorecard,
// the TV) can show them without loading every text of the product.
export const httpMessages = {
  /** A page's read that got no answer at all and is being asked again. */
  noSignal: 'No signal, trying again…', // added
  /** Why a write failed when it got no answer at all (no bar of signal, a dropped connection). */
  noAnswer: 'no answer from the server; check the signal and try again', // added
  /** Non-OK response: status code, colon and space, then the body text (or the status text if empty). */
  nonOk: (status: number, bodyText: string, statusText: string) => `${status}: ${bodyText || statusText}`,
};
