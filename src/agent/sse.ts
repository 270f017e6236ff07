// Server-sent events (text/event-stream), as the AG-UI and A2A streams carry them: the data of each
// event, split incrementally from the bytes as they arrive.

/**
 * Server-sent events: the data of each event, as its lines arrive (comments and other fields
 * ignored). A line still arriving is kept in pieces and joined once its end comes, so a huge line
 * costs linear time.
 */
export class SseSplitter {
  readonly #decoder = new TextDecoder();
  #partial: string[] = [];
  #data: string[] = [];

  push(chunk: Uint8Array): string[] {
    return this.#take(this.#decoder.decode(chunk, { stream: true }), false);
  }

  /** The last event, when the stream ended without the blank line after it. */
  end(): string[] {
    const events = this.#take(this.#decoder.decode(), true);
    if (this.#data.length > 0) events.push(this.#data.join('\n'));
    this.#data = [];
    return events;
  }

  #take(text: string, final: boolean): string[] {
    const events: string[] = [];
    if (!text.includes('\n')) {
      if (text !== '') this.#partial.push(text);
      if (final && this.#partial.length > 0) this.#line(this.#flush(''), events);
      return events;
    }
    const lines = text.split('\n');
    const rest = lines.pop()!;
    this.#line(this.#flush(lines[0]!), events);
    for (let i = 1; i < lines.length; i++) this.#line(lines[i]!, events);
    if (rest !== '') this.#partial.push(rest);
    if (final && this.#partial.length > 0) this.#line(this.#flush(''), events);
    return events;
  }

  #flush(tail: string): string {
    this.#partial.push(tail);
    const line = this.#partial.join('');
    this.#partial = [];
    return line;
  }

  #line(raw: string, events: string[]): void {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (line === '') {
      if (this.#data.length > 0) events.push(this.#data.join('\n'));
      this.#data = [];
    } else if (line.startsWith('data:')) {
      this.#data.push(line.slice(line.startsWith('data: ') ? 6 : 5));
    }
  }
}
