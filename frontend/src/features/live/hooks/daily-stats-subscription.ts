import type { DailyQuizStats } from '@trivia/contracts';
import { getSocket } from '../../../lib/socket';

type Listener = (stats: DailyQuizStats) => void;

const listeners = new Set<Listener>();
const TOPIC = { topic: 'daily-stats' } as const;

function subscribe(): void {
  getSocket().emit('live:subscribe', TOPIC, (ack) => {
    if (!ack.ok) console.warn(`Live counts unavailable (${ack.code}): ${ack.message}`);
  });
}

function deliver(stats: DailyQuizStats): void {
  for (const listener of listeners) listener(stats);
}

/**
 * Several components may show the counts at once; they share one server subscription, taken with the first
 * listener and renewed on every (re)connect, and dropped with the last.
 */
export function listenToDailyStats(listener: Listener): () => void {
  const socket = getSocket();
  if (listeners.size === 0) {
    socket.on('live:daily-stats', deliver);
    socket.on('connect', subscribe);
    if (socket.connected) subscribe();
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    socket.off('live:daily-stats', deliver);
    socket.off('connect', subscribe);
    if (socket.connected) socket.emit('live:unsubscribe', TOPIC, () => undefined);
  };
}
