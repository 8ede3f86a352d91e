/** Golf palette: fairway greens, clubhouse white, bunker sand and a trophy gold. */
export const palette = {
  fairway950: '#062418',
  fairway900: '#0c3b27',
  fairway800: '#124d33',
  fairway700: '#17603f',
  fairway600: '#1f7a4d',
  fairway500: '#2f9462',
  fairway200: '#bfe3cc',
  fairway100: '#e2f2e7',
  fairway50: '#f2f8f4',
  sand: '#efe3c2',
  gold: '#c99a1e',
  ink: '#13231b',
  inkMuted: '#5a6b61',
  line: '#dde7e0',
  page: '#f5f7f4',
  white: '#ffffff',
  danger: '#c0392b',
} as const;

export const fontFamily = "'Inter', 'Segoe UI', system-ui, -apple-system, BlinkMacSystemFont, 'Helvetica Neue', Arial, sans-serif";
