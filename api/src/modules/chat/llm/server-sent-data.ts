/** The `data:` payloads of a Server-Sent Events body, one per data line, as they arrive. */
export async function* serverSentData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffered = '';
  for await (const bytes of body) {
    buffered += decoder.decode(bytes, { stream: true });
    const lines = buffered.split(/\r?\n/);
    buffered = lines.pop() ?? '';
    for (const line of lines) if (line.startsWith('data:')) yield line.slice(5).trim();
  }
  if (buffered.startsWith('data:')) yield buffered.slice(5).trim();
}
