// jsdom gaps that front-end code meets in tests.
import { TextDecoder, TextEncoder } from 'node:util';

// antd's responsive helpers call matchMedia on mount.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

// react-router uses TextEncoder at import time.
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });

// antd's forms run their watchers in a macro task through a MessageChannel. Node's own would keep jest's
// process alive (its ports hold the event loop), so a message here is a timer.
if (typeof globalThis.MessageChannel === 'undefined') {
  const port = () => ({ onmessage: null, postMessage: undefined, start() {}, close() {} });
  globalThis.MessageChannel = class MessageChannel {
    constructor() {
      this.port1 = port();
      this.port2 = port();
      this.port1.postMessage = (data) => setTimeout(() => this.port2.onmessage?.({ data }));
      this.port2.postMessage = (data) => setTimeout(() => this.port1.onmessage?.({ data }));
    }
  };
}

// antd's tabs and overflow lists measure themselves; jsdom has no layout, so nothing ever resizes.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
