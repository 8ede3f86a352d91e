// Texts about the connection itself, apart from the rest of `messages` so the lightest pages (the scorecard,
// the TV) can show them without loading every text of the product.
export const httpMessages = {
  /** A page's read that got no answer at all and is being asked again. */
  noSignal: 'No signal, trying again…', // added
  /** Why a write failed when it got no answer at all (no bar of signal, a dropped connection). */
  noAnswer: 'no answer from the server; check the signal and try again', // added
  /** The button that asks a failed read again. */
  retry: 'Retry',
  /** Non-OK response: status code, colon and space, then the body text (or the status text if empty). */
  nonOk: (status: number, bodyText: string, statusText: string) => `${status}: ${bodyText || statusText}`,
  /** The API's 413 for a body past its route's limit (a file route names its own limit, e.g. a logo's). */
  bodyTooLarge: (maxBytes: number) => `The request body is too large: send at most ${Math.floor(maxBytes / 1024)} KB`,
};
