import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually } from './harness';

export const hasRedisServer = existsSync('/usr/bin/redis-server');

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/**
 * A Redis of the test's own on a free port, so it can be stopped and started without touching anyone else's:
 * with an append-only file (as docker-compose runs it) it comes back with its data; without, it comes back empty.
 */
export class OwnRedis {
  private process: ChildProcess | null = null;
  private readonly dir = mkdtempSync(join(tmpdir(), 'trivia-redis-'));

  private constructor(
    readonly port: number,
    private readonly persistent: boolean,
  ) {}

  static async start(persistent: boolean): Promise<OwnRedis> {
    const redis = new OwnRedis(await freePort(), persistent);
    await redis.up();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Stops the server as an operator would (an AOF server writes its file first), and waits until it is gone. */
  async stop(): Promise<void> {
    const exited = new Promise((resolve) => this.process?.once('exit', resolve));
    execFileSync('redis-cli', ['-p', String(this.port), 'shutdown', this.persistent ? 'save' : 'nosave']);
    await exited;
  }

  /** Starts it again on the same port and directory. */
  async up(): Promise<void> {
    const persistence = this.persistent ? ['--appendonly', 'yes', '--appendfsync', 'always'] : ['--appendonly', 'no'];
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--dir', this.dir, '--save', ''];
    this.process = spawn('redis-server', [...args, ...persistence], { stdio: 'ignore' });
    await eventually(
      async () => {
        try {
          return execFileSync('redis-cli', ['-p', String(this.port), 'ping'])
            .toString()
            .trim();
        } catch {
          return '';
        }
      },
      (reply) => reply === 'PONG',
      10_000,
    );
  }

  kill(): void {
    this.process?.kill('SIGKILL');
    rmSync(this.dir, { recursive: true, force: true });
  }
}
