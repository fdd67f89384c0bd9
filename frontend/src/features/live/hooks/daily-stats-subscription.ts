import type { DailyQuizStats } from '@trivia/contracts';
import { afterFirstLoad } from '../../../lib/after-first-load';
import type { AppSocket } from '../../../lib/socket-connection';
import { loadSocket } from '../../../lib/socket-loader';

type Listener = (stats: DailyQuizStats) => void;

const listeners = new Set<Listener>();
const TOPIC = { topic: 'daily-stats' } as const;
let attached: AppSocket | null = null;

/**
 * The socket.io client is fetched once the page has loaded (the counts are first read over HTTP): the landing
 * page and the daily quizzes show their numbers without it in their first download (issue 16's budget).
 */
let socketLoad: Promise<AppSocket> | null = null;
const liveSocket = (): Promise<AppSocket> => (socketLoad ??= afterFirstLoad().then(loadSocket));

function subscribe(): void {
  attached?.emit('live:subscribe', TOPIC, (ack) => {
    if (!ack.ok) console.warn(`Live counts unavailable (${ack.code}): ${ack.message}`);
  });
}

function deliver(stats: DailyQuizStats): void {
  for (const listener of listeners) listener(stats);
}

function attach(socket: AppSocket): void {
  if (attached || listeners.size === 0) return;
  attached = socket;
  socket.on('live:daily-stats', deliver);
  socket.on('connect', subscribe);
  if (socket.connected) subscribe();
}

function detach(): void {
  const socket = attached;
  if (!socket || listeners.size > 0) return;
  attached = null;
  socket.off('live:daily-stats', deliver);
  socket.off('connect', subscribe);
  if (socket.connected) socket.emit('live:unsubscribe', TOPIC, () => undefined);
}

/**
 * Several components may show the counts at once; they share one server subscription, taken with the first
 * listener and renewed on every (re)connect, and dropped with the last (in the order they happened, even while
 * the client is still loading).
 */
export function listenToDailyStats(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) void liveSocket().then(attach);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) void liveSocket().then(detach);
  };
}
