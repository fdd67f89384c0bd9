import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy the test controls, between the app and its database: `cut()` destroys every live connection and
 * refuses new ones (as a server that went away), `restore()` lets connections through again.
 */
export class TcpProxy {
  private server: Server | null = null;
  private readonly open = new Set<Socket>();
  private mode: 'up' | 'refuse' | 'silent' = 'up';
  private readonly held = new Set<Socket>();
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async start(): Promise<void> {
    this.server = createServer((client) => this.accept(client));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  /** The URL of `target` with its host and port replaced by the proxy's. */
  urlFor(target: string): string {
    const url = new URL(target);
    url.hostname = '127.0.0.1';
    url.port = String(this.port);
    return url.toString();
  }

  /**
   * The database goes away: live connections break. New ones are refused at once (a stopped server), or with
   * `silent` accepted and never answered (a partition, where only the client's own timeout ends the wait).
   */
  cut(newConnections: 'refuse' | 'silent' = 'refuse'): void {
    this.mode = newConnections;
    for (const socket of this.open) socket.destroy();
    this.open.clear();
  }

  restore(): void {
    this.mode = 'up';
    for (const socket of this.held) socket.destroy();
    this.held.clear();
  }

  async stop(): Promise<void> {
    this.cut();
    this.restore();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private accept(client: Socket): void {
    if (this.mode === 'refuse') {
      client.destroy();
      return;
    }
    if (this.mode === 'silent') {
      this.held.add(client);
      client.on('error', () => undefined);
      return;
    }
    const upstream = createConnection(this.targetPort, this.targetHost);
    for (const socket of [client, upstream]) {
      this.open.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        this.open.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  }
}
