import { liveHeartbeat, type LiveHeartbeatData } from '@fairway/contracts/live-stream';

/** One Server-Sent Events message; JSON never contains a raw newline, so `data:` is one line. */
export function sseFrame(type: string, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The heartbeat (no id, so a client's resume point stays on the last real event). */
export function sseHeartbeat(seconds: number): string {
  const data: LiveHeartbeatData = { seconds };
  return `event: ${liveHeartbeat.type}\ndata: ${JSON.stringify(data)}\n\n`;
}
