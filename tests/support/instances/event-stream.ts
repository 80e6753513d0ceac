import type { SyncChangeEvent } from '../../../shared/sync/protocol';

/** A device's view of /api/sync/stream: the change events received so far, and whether the stream ended. */
export class EventStreamReader {
  readonly events: SyncChangeEvent[] = [];
  /** When each event arrived (performance.now()), for latency measurements. */
  readonly arrivedAt: number[] = [];
  ended = false;
  private text = '';
  private readonly abort = new AbortController();

  private constructor() {}

  /** Opens the stream at `baseUrl` and reads it in the background until it ends or is closed. */
  static async open(baseUrl: string): Promise<EventStreamReader> {
    const reader = new EventStreamReader();
    const response = await fetch(`${baseUrl}/api/sync/stream`, { signal: reader.abort.signal, headers: { accept: 'text/event-stream' } });
    if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
    void reader.read(response.body.getReader());
    return reader;
  }

  private async read(body: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const chunk = await body.read();
        if (chunk.done) break;
        this.text += decoder.decode(chunk.value, { stream: true });
        const blocks = this.text.split('\n\n');
        this.text = blocks.pop() ?? '';
        for (const block of blocks) {
          const lines = block.split('\n');
          const data = lines.find((line) => line.startsWith('data: '));
          if (!lines.includes('event: change') || !data) continue;
          this.events.push(JSON.parse(data.slice('data: '.length)) as SyncChangeEvent);
          this.arrivedAt.push(performance.now());
        }
      }
    } catch {
      // Aborted by close(), or the connection reset: either way the stream is over.
    }
    this.ended = true;
  }

  /** Events received after the first `from` of them that name this collection. */
  eventsNaming(collection: string, from = 0): SyncChangeEvent[] {
    return this.events.slice(from).filter((event) => event.collections.includes(collection as never));
  }

  close(): void {
    this.abort.abort();
  }
}
