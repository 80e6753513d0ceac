import WebSocket from 'ws';

// Network emulation for a page's dedicated workers (issue 24: the first sync's pulls run in a worker,
// docs/decisions/079). The page's CDP session throttles only the page's own requests; this client
// connects to the browser's DevTools port, attaches to each page and to each worker it starts (paused
// until the emulation is on), throttles the worker's network as the page's, and reports each request
// the worker finished, with its bytes on the wire and decoded.

export interface WorkerNetworkConditions {
  latency: number;
  downloadThroughput: number;
  uploadThroughput: number;
  /** The page's CPU slowdown, asked of the worker too (1: none). */
  cpuSlowdown: number;
}

export interface WorkerRequest {
  url: string;
  /** Bytes on the wire (headers and encoded body). */
  encodedBytes: number;
  /** Body bytes after decoding. */
  decodedBytes: number;
}

type Message = { id?: number; method?: string; params?: Record<string, unknown>; sessionId?: string; result?: unknown; error?: { message: string } };

export class WorkerNetwork {
  readonly finished: WorkerRequest[] = [];
  /** Whether a worker took the CPU slowdown (Chromium may refuse it for workers). */
  cpuSlowdownRefused = false;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private readonly urls = new Map<string, { url: string; decoded: number }>();

  private constructor(private readonly socket: WebSocket, private readonly conditions: WorkerNetworkConditions | null) {
    socket.on('message', (data) => this.receive(JSON.parse(String(data)) as Message));
  }

  /** Connects to the browser on `port` (`--remote-debugging-port`); every page made after this is followed. */
  static async connect(port: number, conditions: WorkerNetworkConditions | null): Promise<WorkerNetwork> {
    const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { webSocketDebuggerUrl: string };
    const socket = new WebSocket(version.webSocketDebuggerUrl, { perMessageDeflate: false });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    const network = new WorkerNetwork(socket, conditions);
    await network.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: true, filter: [{ type: 'page' }] });
    return network;
  }

  close(): void {
    this.socket.close();
  }

  private send(method: string, params: Record<string, unknown> = {}, sessionId?: string): Promise<unknown> {
    const id = this.nextId++;
    this.socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    return new Promise((resolve, reject) => this.pending.set(id, { resolve, reject: (error) => reject(new Error(`${method}: ${error.message}`)) }));
  }

  private receive(message: Message): void {
    if (message.id !== undefined) {
      const waiting = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.error) waiting?.reject(new Error(message.error.message));
      else waiting?.resolve(message.result);
      return;
    }
    const params = message.params ?? {};
    const key = (requestId: unknown) => `${message.sessionId}:${String(requestId)}`;
    switch (message.method) {
      case 'Target.attachedToTarget':
        if (process.env.BENCH_VERBOSE) console.log(`  [devtools] attached to a ${(params.targetInfo as { type: string }).type}`);
        void this.attached(params as { sessionId: string; targetInfo: { type: string } }).catch((error: unknown) => console.warn('worker network emulation:', error));
        return;
      case 'Network.requestWillBeSent':
        this.urls.set(key(params.requestId), { url: (params.request as { url: string }).url, decoded: 0 });
        return;
      case 'Network.dataReceived': {
        const request = this.urls.get(key(params.requestId));
        if (request) request.decoded += Number(params.dataLength);
        return;
      }
      case 'Network.loadingFinished': {
        const request = this.urls.get(key(params.requestId));
        if (request) this.finished.push({ url: request.url, encodedBytes: Number(params.encodedDataLength), decodedBytes: request.decoded });
        return;
      }
    }
  }

  private async attached({ sessionId, targetInfo }: { sessionId: string; targetInfo: { type: string } }): Promise<void> {
    try {
      if (targetInfo.type === 'page') {
        // The page's workers: each waits for the emulation before it runs.
        await this.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true }, sessionId);
        return;
      }
      if (targetInfo.type === 'worker') {
        await this.send('Network.enable', {}, sessionId);
        if (this.conditions) {
          const { cpuSlowdown, ...network } = this.conditions;
          if (network.latency > 0 || network.downloadThroughput > 0) {
            // Chromium refuses the page's command on a worker; its per-URL rules, with one rule for every URL, it takes.
            await this.send('Network.emulateNetworkConditionsByRule', { offline: false, matchedNetworkConditions: [{ urlPattern: '', ...network }] }, sessionId);
          }
          if (cpuSlowdown > 1) await this.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown }, sessionId).catch(() => (this.cpuSlowdownRefused = true));
        }
      }
    } finally {
      // Never leave a target waiting, whatever failed above.
      if (targetInfo.type !== 'page') await this.send('Runtime.runIfWaitingForDebugger', {}, sessionId).catch(() => undefined);
    }
  }
}
