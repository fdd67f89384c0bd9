import type { Logger } from '@nestjs/common';
import { catchError, defer, EMPTY, type Observable } from 'rxjs';
import type { Socket } from 'socket.io';

/** A gateway's message handler as Nest made it: guards, pipes and filters around the method; called (socket, data, ack). */
export interface GatewayHandler {
  readonly message: string;
  readonly callback: (...args: unknown[]) => unknown;
  readonly isAckHandledManually?: boolean;
}

/** What one gateway brings to the socket server: its message handlers and its connection hooks. */
export interface GatewayBinding {
  readonly name: string;
  readonly instance: object;
  readonly handlers: readonly GatewayHandler[];
  readonly connect?: (socket: Socket) => unknown;
  readonly disconnect?: (socket: Socket, reason: string) => unknown;
  /** Turns a handler's result (a value, a promise or an observable) into an observable of replies. */
  readonly transform: (result: unknown) => Observable<unknown>;
}

type Payload = { data: unknown; ack?: unknown };
type Entry = { readonly gateway: GatewayBinding; readonly handler: GatewayHandler };

/**
 * Every gateway's events in one table per socket server, built once. A socket costs two listeners, whatever the
 * number of gateways and events: one catch-all that looks the event up here, and one for its disconnect, both the
 * same function for every socket (`this` is the socket). Nest's own binding gives each socket, for every gateway, a
 * bound copy of each handler, closures for its hooks and a disconnect listener: kilobytes a player in a big room.
 */
export class GatewayTable {
  private readonly events = new Map<string, Entry>();
  private readonly gateways: GatewayBinding[] = [];
  private readonly onEvent: (this: Socket, event: string, ...args: unknown[]) => void;
  private readonly onDisconnect: (this: Socket, reason: string) => void;

  constructor(
    private readonly logger: Pick<Logger, 'error'>,
    private readonly mapPayload: (payload: unknown) => Payload,
  ) {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the listeners' own `this` is the socket
    const table = this;
    this.onEvent = function (this: Socket, event: string, ...args: unknown[]) {
      table.dispatch(this, event, args);
    };
    this.onDisconnect = function (this: Socket, reason: string) {
      table.disconnected(this, reason);
    };
  }

  /** Adds a gateway; an event handled by two gateways is a mistake found at start-up, not a double reply. */
  add(gateway: GatewayBinding): void {
    for (const handler of gateway.handlers) {
      const taken = this.events.get(handler.message);
      if (taken) throw new Error(`"${handler.message}" is handled by ${taken.gateway.name} and ${gateway.name}`);
    }
    for (const handler of gateway.handlers) this.events.set(handler.message, { gateway, handler });
    this.gateways.push(gateway);
  }

  /** A new socket: each gateway's connection hook in the order they were added, then the two listeners. */
  connected(socket: Socket): void {
    for (const gateway of this.gateways) if (gateway.connect) this.run(gateway.connect, socket);
    socket.onAny(this.onEvent);
    socket.on('disconnect', this.onDisconnect);
  }

  private disconnected(socket: Socket, reason: string): void {
    for (const gateway of this.gateways) if (gateway.disconnect) this.run(gateway.disconnect, socket, reason);
  }

  /** A hook's failure, thrown or rejected, is logged: it must not end the process or skip the other gateways. */
  private run(hook: (...args: never[]) => unknown, ...args: unknown[]): void {
    try {
      const result = (hook as (...a: unknown[]) => unknown)(...args);
      if (result instanceof Promise) result.catch((error: unknown) => this.logger.error(error));
    } catch (error) {
      this.logger.error(error);
    }
  }

  /** As Nest does it: the handler's reply is the ack, or an event when it names one; failures are logged. */
  private dispatch(socket: Socket, event: string, args: unknown[]): void {
    const entry = this.events.get(event);
    if (!entry) return;
    const { gateway, handler } = entry;
    const { data, ack } = this.mapPayload(args.length === 1 ? args[0] : args);
    defer(() => gateway.transform(handler.callback.call(gateway.instance, socket, data, ack)))
      .pipe(
        catchError((error: unknown) => {
          this.logger.error(error);
          return EMPTY;
        }),
      )
      .subscribe((response) => {
        if (response === null || response === undefined) return;
        const { event: replyEvent, data: replyData } = response as { event?: string; data?: unknown };
        if (replyEvent) socket.emit(replyEvent, replyData);
        else if (!handler.isAckHandledManually && typeof ack === 'function') (ack as (r: unknown) => void)(response);
      });
  }
}
