/** Keeps the last lines of a child process's output, to explain why it failed. */
export class RecentLines {
  /** @type {string[]} */
  #lines = [];
  #capacity;

  /** @param {number} capacity */
  constructor(capacity) {
    this.#capacity = capacity;
  }

  /** @param {string} chunk */
  add(chunk) {
    for (const line of chunk.split('\n')) {
      if (line.trim() === '') continue;
      this.#lines.push(line);
      if (this.#lines.length > this.#capacity) this.#lines.shift();
    }
  }

  text() {
    return this.#lines.join('\n');
  }
}
