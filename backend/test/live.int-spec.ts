import { type DailyQuizStats, type ServerToClientEvents, type ClientToServerEvents } from '@trivia/contracts';
import { io, type Socket } from 'socket.io-client';
import { startTestApp, type TestApp } from './harness';

type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

describe('live daily-quiz counts over Socket.IO', () => {
  let t: TestApp;
  let url: string;
  const sockets: LiveSocket[] = [];
  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen(0, '127.0.0.1');
    url = await t.app.getUrl();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t.close();
  });

  const connect = (headers: Record<string, string> = {}) => {
    const socket: LiveSocket = io(url.replace('[::1]', '127.0.0.1'), {
      transports: ['websocket'],
      extraHeaders: headers,
      reconnection: false,
    });
    sockets.push(socket);
    return socket;
  };
  const nextStats = (socket: LiveSocket, matches: (stats: DailyQuizStats) => boolean) =>
    new Promise<DailyQuizStats>((resolve) => {
      const listener = (stats: DailyQuizStats) => {
        if (!matches(stats)) return;
        socket.off('live:daily-stats', listener);
        resolve(stats);
      };
      socket.on('live:daily-stats', listener);
    });

  it('pushes the counts on subscribe, then again when a new player starts, without polling', async () => {
    const socket = connect();
    const first = nextStats(socket, () => true);
    const ack = await socket.emitWithAck('live:subscribe', { topic: 'daily-stats' });
    expect(ack).toEqual({ ok: true });
    const initial = await first;
    const raised = nextStats(socket, (stats) => stats.mcQuiz.playersToday === initial.mcQuiz.playersToday + 1);
    await t.client('10.70.0.1').send('POST', '/api/daily-quiz/mc/start');
    const pushed = await raised;
    expect(pushed.mcQuiz.playingNow).toBeGreaterThanOrEqual(1);
  });

  it('acks a bad topic with a catalogue code', async () => {
    const socket = connect();
    const ack = await socket.emitWithAck('live:subscribe', { topic: 'nope' } as never);
    expect(ack).toMatchObject({ ok: false, code: 'VAL_001' });
  });

  it('refuses a handshake from another site', async () => {
    const socket = connect({ Origin: 'https://evil.example' });
    const outcome = await new Promise<string>((resolve) => {
      socket.on('connect', () => resolve('connected'));
      socket.on('connect_error', () => resolve('refused'));
    });
    expect(outcome).toBe('refused');
  });
});
