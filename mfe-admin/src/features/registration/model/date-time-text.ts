const shown = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** "Nov 27, 3:05 PM". */
export const whenText = (iso: string) => shown.format(new Date(iso));
