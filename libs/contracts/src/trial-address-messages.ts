// The shell's line on a plain-HTTP network address (npm start's "On your network" address), apart from
// messages.ts: the line is in the layout of every page, which should not carry every domain's texts.
export const trialAddressMessages = {
  title: 'For trying Fairway Fund only.',
  description:
    "This address is plain HTTP: sign-in crosses the Wi-Fi unencrypted and the scorecard can't reopen offline. On the day, golfers use the event's https:// address.",
} as const;
