/** Where the phone keeps the organisers' messages its player closed, so a closed one stays closed on the next open. */
const dismissedKey = (messageId: string) => `fairway:message-dismissed:${messageId}`;

export function isMessageDismissed(messageId: string): boolean {
  try {
    return localStorage.getItem(dismissedKey(messageId)) !== null;
  } catch {
    return false; // storage blocked (private mode): the message shows until closed on this visit
  }
}

export function dismissMessage(messageId: string): void {
  try {
    localStorage.setItem(dismissedKey(messageId), '1');
  } catch {
    // storage blocked: it is closed for this visit only
  }
}
