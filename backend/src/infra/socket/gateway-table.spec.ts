import { EventEmitter } from 'node:events';
import { from, isObservable, mergeAll, type Observable, of } from 'rxjs';
import type { Socket } from 'socket.io';
import { type GatewayBinding, type GatewayHandler, GatewayTable } from './gateway-table';

/** Enough of a Socket.IO socket: catch-all listeners called with the socket as `this`, and its own events. */
class FakeSocket extends EventEmitter {
  private readonly anyListeners: ((...args: unknown[]) => void)[] = [];
  onAny(listener: (...args: unknown[]) => void): this {
    this.anyListeners.push(listener);
    return this;
  }
  listenersAny(): ((...args: unknown[]) => void)[] {
    return [...this.anyListeners];
  }
  receive(event: string, ...args: unknown[]): void {
    for (const listener of this.anyListeners) listener.call(this, event, ...args);
  }
}

/** Nest's transform: a value, a promise or an observable, flattened. */
const transform = (result: unknown): Observable<unknown> =>
  from(Promise.resolve(result).then((value) => (isObservable(value) ? value : of(value)))).pipe(mergeAll());

const tick = () => new Promise((resolve) => setImmediate(resolve));

function gateway(name: string, handlers: GatewayHandler[], hooks: Partial<GatewayBinding> = {}): GatewayBinding {
  return { name, instance: { name }, handlers, transform, ...hooks };
}

describe('GatewayTable', () => {
  const errors: unknown[] = [];
  const payload = (value: unknown) => {
    // IoAdapter.mapPayload's rule: a trailing function is the ack.
    const args = Array.isArray(value) ? value : [value];
    const last = args.at(-1);
    return typeof last === 'function'
      ? { data: args.length === 2 ? args[0] : args.slice(0, -1), ack: last }
      : { data: value };
  };
  const newTable = () => new GatewayTable({ error: (error: unknown) => errors.push(error) }, payload);
  const connect = (table: GatewayTable) => {
    const socket = new FakeSocket();
    table.connected(socket as unknown as Socket);
    return socket;
  };
  beforeEach(() => errors.splice(0));

  it("sends each event to its gateway's handler with the socket, the data and the ack, and acks its result", async () => {
    const table = newTable();
    const calls: unknown[] = [];
    table.add(
      gateway('Arena', [
        {
          message: 'arena:join',
          callback: async function (this: unknown, ...args: unknown[]) {
            calls.push([this, ...args.slice(0, 2)]);
            return { ok: true };
          },
        },
      ]),
    );
    table.add(gateway('Live', [{ message: 'live:subscribe', callback: () => ({ ok: 'live' }) }]));
    const socket = connect(table);
    const acks: unknown[] = [];
    socket.receive('arena:join', { pin: '123456' }, (reply: unknown) => acks.push(reply));
    socket.receive('live:subscribe', { topic: 'x' }, (reply: unknown) => acks.push(reply));
    socket.receive('nobody:listens', {}, (reply: unknown) => acks.push(reply));
    await tick();
    expect(calls).toEqual([[{ name: 'Arena' }, socket, { pin: '123456' }]]);
    expect(acks).toEqual([{ ok: true }, { ok: 'live' }]);
    expect(errors).toEqual([]);
  });

  it('emits a reply that names an event instead of acking it, and leaves a manual ack to the handler', async () => {
    const table = newTable();
    table.add(
      gateway('G', [
        { message: 'ping', callback: () => ({ event: 'pong', data: 42 }) },
        { message: 'manual', callback: () => 'ignored', isAckHandledManually: true },
        { message: 'silent', callback: () => undefined },
      ]),
    );
    const socket = connect(table);
    const pongs: unknown[] = [];
    socket.on('pong', (data) => pongs.push(data));
    const ack = jest.fn();
    socket.receive('ping', {}, ack);
    socket.receive('manual', {}, ack);
    socket.receive('silent', {}, ack);
    await tick();
    expect(pongs).toEqual([42]);
    expect(ack).not.toHaveBeenCalled();
  });

  it('logs a handler that throws or rejects, and the socket keeps working', async () => {
    const table = newTable();
    let n = 0;
    table.add(
      gateway('G', [
        {
          message: 'boom',
          callback: () => {
            throw new Error('sync');
          },
        },
        { message: 'later', callback: () => Promise.reject(new Error('async')) },
        { message: 'count', callback: () => ++n },
      ]),
    );
    const socket = connect(table);
    const ack = jest.fn();
    socket.receive('boom', {}, ack);
    socket.receive('later', {}, ack);
    socket.receive('count', {}, ack);
    await tick();
    expect(errors.map((error) => (error as Error).message)).toEqual(['sync', 'async']);
    expect(ack.mock.calls).toEqual([[1]]);
  });

  it("runs the gateways' connection hooks in order, and every disconnect hook with the reason even if one fails", async () => {
    const table = newTable();
    const seen: string[] = [];
    table.add(
      gateway('A', [], {
        connect: () => seen.push('A in'),
        disconnect: async (_socket, reason) => {
          seen.push(`A out ${reason}`);
          throw new Error('A could not');
        },
      }),
    );
    table.add(gateway('B', [], { connect: () => seen.push('B in') }));
    table.add(gateway('C', [], { disconnect: (_socket, reason) => seen.push(`C out ${reason}`) }));
    const socket = connect(table);
    socket.emit('disconnect', 'transport close');
    await tick();
    expect(seen).toEqual(['A in', 'B in', 'A out transport close', 'C out transport close']);
    expect(errors.map((error) => (error as Error).message)).toEqual(['A could not']);
  });

  it('gives every socket the same two listeners, however many gateways there are', () => {
    const table = newTable();
    for (const name of ['A', 'B', 'C', 'D', 'E', 'F']) table.add(gateway(name, [{ message: name, callback: () => 1 }]));
    const [one, two] = [connect(table), connect(table)];
    expect(one.listenersAny()).toHaveLength(1);
    expect(one.listeners('disconnect')).toHaveLength(1);
    expect(one.listenersAny()[0]).toBe(two.listenersAny()[0]);
    expect(one.listeners('disconnect')[0]).toBe(two.listeners('disconnect')[0]);
  });

  it('refuses, at start-up, an event that two gateways both handle', () => {
    const table = newTable();
    table.add(gateway('A', [{ message: 'arena:join', callback: () => 1 }]));
    expect(() => table.add(gateway('B', [{ message: 'arena:join', callback: () => 2 }]))).toThrow(
      '"arena:join" is handled by A and B',
    );
  });
});
