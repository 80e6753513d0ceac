import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that a test can cut and restore: the database "goes away"
 * for the instances behind it without stopping the machine's real server.
 */
export class TcpProxy {
  private readonly sockets = new Set<net.Socket>();
  private readonly server: net.Server;
  private state: 'open' | 'cut' | 'refusing-new' = 'open';

  /** `target`: PostgreSQL's host and port, or its Unix socket's path. */
  constructor(private readonly target: { host: string; port: number } | { path: string }) {
    this.server = net.createServer((client) => {
      if (this.state !== 'open') return void client.destroy();
      const upstream = net.connect(this.target);
      for (const [a, b] of [[client, upstream], [upstream, client]] as const) {
        this.sockets.add(a);
        a.on('error', () => b.destroy());
        a.on('close', () => {
          this.sockets.delete(a);
          b.destroy();
        });
        a.pipe(b);
      }
    });
  }

  async listen(port = 0): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    return (this.server.address() as AddressInfo).port;
  }

  /** The database is away: every open connection is reset and new ones are refused. */
  cut(): void {
    this.state = 'cut';
    for (const socket of this.sockets) socket.destroy();
  }

  /** Open connections keep working; new ones are refused (a database that accepts no more). */
  refuseNew(): void {
    this.state = 'refusing-new';
  }

  restore(): void {
    this.state = 'open';
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
