/** Keeps the last lines of a child process's output, to explain why it failed. */
export class RecentLines {
  private readonly lines: string[] = [];

  constructor(private readonly capacity: number) {}

  add(chunk: string): void {
    for (const line of chunk.split('\n')) {
      if (line.trim() === '') continue;
      this.lines.push(line);
      if (this.lines.length > this.capacity) this.lines.shift();
    }
  }

  text(): string {
    return this.lines.join('\n');
  }
}
