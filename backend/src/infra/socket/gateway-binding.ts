import { WebSocketsController } from '@nestjs/websockets/web-sockets-controller.js';
import { from, mergeAll, type Observable } from 'rxjs';
import type { GatewayBinding, GatewayHandler } from './gateway-table';

/** The socket adapter that takes a gateway whole, instead of Nest binding it to every socket. */
export interface GatewayHost {
  bindGateway(server: unknown, gateway: GatewayBinding): void;
}

/** The parts of Nest's WebSocketsController this relies on (internal API, checked when installed). */
interface ControllerInternals {
  config: { getIoAdapter(): unknown };
  subscribeInitEvent(instance: object, init: unknown): void;
  pickResult(result: unknown): Promise<Observable<unknown>>;
  printSubscriptionLogs(instance: object, handlers: readonly GatewayHandler[]): void;
}

type SubscribeEvents = (
  this: ControllerInternals,
  wrapper: { instance: object },
  handlers: GatewayHandler[],
  server: { server: unknown; init: unknown },
  connect?: GatewayBinding['connect'],
  disconnect?: GatewayBinding['disconnect'],
) => void;

const REQUIRED = ['subscribeEvents', 'subscribeInitEvent', 'pickResult', 'printSubscriptionLogs'] as const;
let installed = false;

function isGatewayHost(adapter: unknown): adapter is GatewayHost {
  return typeof (adapter as Partial<GatewayHost> | null)?.bindGateway === 'function';
}

/**
 * Hands each gateway, once, to an adapter that can take it whole (see GatewayTable), in place of Nest's per-socket
 * binding: the same handlers (guards, pipes, filters and parameter decorators as Nest built them), the same
 * `afterInit`, `handleConnection` and `handleDisconnect`. Nest has no public hook for this, so it replaces
 * `WebSocketsController.subscribeEvents`; with any other adapter Nest's own code runs. If a Nest upgrade renames
 * what this needs, start-up fails here rather than sockets going quiet.
 */
export function bindGatewaysWhole(): void {
  if (installed) return;
  const prototype = WebSocketsController.prototype as unknown as Record<string, unknown>;
  const missing = REQUIRED.filter((name) => typeof prototype[name] !== 'function');
  if (missing.length > 0)
    throw new Error(
      `@nestjs/websockets no longer has WebSocketsController.${missing.join(', ')}: see gateway-binding.ts`,
    );
  const nests = prototype.subscribeEvents as SubscribeEvents;
  const subscribeEvents: SubscribeEvents = function (wrapper, handlers, observableServer, connect, disconnect) {
    const adapter = this.config.getIoAdapter();
    if (!isGatewayHost(adapter)) {
      nests.call(this, wrapper, handlers, observableServer, connect, disconnect);
      return;
    }
    const { instance } = wrapper;
    this.subscribeInitEvent(instance, observableServer.init);
    adapter.bindGateway(observableServer.server, {
      name: instance.constructor.name,
      instance,
      handlers,
      connect,
      disconnect,
      transform: (result) => fromResult(this, result),
    });
    this.printSubscriptionLogs(instance, handlers);
  };
  prototype.subscribeEvents = subscribeEvents;
  installed = true;
}

/** Nest's own transform (WebSocketsController.subscribeMessages): a value, a promise or an observable, flattened. */
function fromResult(controller: ControllerInternals, result: unknown): Observable<unknown> {
  return from(controller.pickResult(result)).pipe(mergeAll());
}
