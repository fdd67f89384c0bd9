import type { DailyQuizStats } from '@trivia/contracts';
import { listenToDailyStats } from './daily-stats-subscription';

type Handler = (...args: unknown[]) => void;
const handlers = new Map<string, Handler>();
const emitted: string[] = [];
const mockSocket = {
  connected: true,
  on: (event: string, handler: Handler) => handlers.set(event, handler),
  off: (event: string) => handlers.delete(event),
  emit: (event: string) => emitted.push(event),
};
jest.mock('../../../lib/socket', () => ({ getSocket: () => mockSocket }));
// The page has loaded: the socket may come at once.
jest.mock('../../../lib/after-first-load', () => ({ afterFirstLoad: () => Promise.resolve() }));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const stats = { date: '2026-11-27' } as unknown as DailyQuizStats;

beforeEach(() => {
  handlers.clear();
  emitted.length = 0;
});

describe('listenToDailyStats', () => {
  it('loads the socket after the call, subscribes once for many listeners and unsubscribes with the last', async () => {
    const first = jest.fn();
    const second = jest.fn();
    const stopFirst = listenToDailyStats(first);
    const stopSecond = listenToDailyStats(second);
    expect(emitted).toEqual([]);
    await settle();
    expect(emitted).toEqual(['live:subscribe']);
    handlers.get('live:daily-stats')?.(stats);
    expect(first).toHaveBeenCalledWith(stats);
    expect(second).toHaveBeenCalledWith(stats);
    stopFirst();
    await settle();
    expect(handlers.has('live:daily-stats')).toBe(true);
    stopSecond();
    await settle();
    expect(emitted).toEqual(['live:subscribe', 'live:unsubscribe']);
    expect(handlers.size).toBe(0);
  });

  it('takes no subscription when the only listener left before the socket loaded', async () => {
    listenToDailyStats(jest.fn())();
    await settle();
    expect(emitted).toEqual([]);
    expect(handlers.size).toBe(0);
  });
});
