/** One Server-Sent Events message; JSON never contains a raw newline, so `data:` is one line. */
export function sseFrame(type: string, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}

export const SSE_HEARTBEAT = ':\n\n';
