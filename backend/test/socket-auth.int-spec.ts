import type { Server } from 'socket.io';
import { LiveGateway } from '../src/live/live.gateway';
import { UsersService } from '../src/users/users.service';
import { type ArenaSocket, connectArena } from './arena-sockets';
import { registerUser, startTestApp, type TestApp, type TestClient } from './harness';

/** Socket events get the same authorisation as HTTP, and an ended right ends on open sockets too. */
describe('socket principals', () => {
  let t: TestApp;
  let url: string;
  const sockets: ArenaSocket[] = [];
  beforeAll(async () => {
    t = await startTestApp({ SOCKET_CONNECTIONS_PER_MINUTE: '100000' });
    await t.app.listen(0, '127.0.0.1');
    url = (await t.app.getUrl()).replace('[::1]', '127.0.0.1');
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t.close();
  });

  const connected = async (client?: TestClient) => {
    const socket = connectArena(url, sockets, client?.cookieHeader());
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  };
  const closedByServer = (socket: ArenaSocket) =>
    new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

  it('keeps neither the handshake request nor its headers (the session cookie) once a socket is in', async () => {
    const client = t.client();
    const account = await registerUser(client);
    const socket = await connected(client);
    const io = (t.app.get(LiveGateway) as unknown as { server: Server }).server;
    const onServer = io.sockets.sockets.get(socket.id!);
    expect(onServer?.request).toBeNull();
    expect(onServer?.handshake.headers).toEqual({});
    // Who it is was read before: the member's identity stays with the socket.
    expect(onServer?.data).toMatchObject({ principal: { kind: 'member', userId: account.id } });
  });

  it('binds every gateway to a socket through two listeners, shared by all sockets', async () => {
    const [first, second] = [await connected(), await connected()];
    const io = (t.app.get(LiveGateway) as unknown as { server: Server }).server;
    const [a, b] = [io.sockets.sockets.get(first.id!)!, io.sockets.sockets.get(second.id!)!];
    expect(a.listenersAny()).toHaveLength(1);
    expect(a.listeners('disconnect')).toHaveLength(1);
    expect(a.listenersAny()[0]).toBe(b.listenersAny()[0]);
    // Still answered by its gateway, through its guards and pipes: a bad body is refused with a code.
    expect(await first.emitWithAck('arena:join', { pin: 'nope', nickname: 'Al' })).toMatchObject({
      ok: false,
      code: 'VAL_001',
    });
    expect(await second.emitWithAck('live:subscribe', {} as never)).toMatchObject({ ok: false, code: 'VAL_001' });
  });

  it("closes a member's sockets when they log out, and only that session's", async () => {
    const phone = t.client();
    const account = await registerUser(phone);
    const laptop = t.client();
    await laptop.send('POST', '/api/auth/login', { email: account.email, password: account.password });
    const phoneSocket = await connected(phone);
    const laptopSocket = await connected(laptop);
    const closed = closedByServer(phoneSocket);
    expect((await phone.send('POST', '/api/auth/logout')).status).toBe(200);
    expect(await closed).toBe('io server disconnect');
    expect(laptopSocket.connected).toBe(true);
  });

  it('closes every socket of a member whose password changes or whose account is deleted', async () => {
    const client = t.client();
    const account = await registerUser(client);
    const first = await connected(client);
    const second = await connected(client);
    const bothClosed = Promise.all([closedByServer(first), closedByServer(second)]);
    const changed = await client.send('POST', '/api/user/password', {
      currentPassword: account.password,
      newPassword: 'Brand-New-Pass-77',
    });
    expect(changed.status).toBe(200);
    expect(await bothClosed).toEqual(['io server disconnect', 'io server disconnect']);

    const again = await connected(client);
    const closed = closedByServer(again);
    await client.send('DELETE', '/api/user/account', { password: 'Brand-New-Pass-77', confirm: 'DELETE' });
    expect(await closed).toBe('io server disconnect');
  });

  it('closes the sockets of a member whose role changes, so they reconnect with their new rights', async () => {
    const client = t.client();
    const account = await registerUser(client);
    const socket = await connected(client);
    const closed = closedByServer(socket);
    await t.app.get(UsersService).setRole(account.id, 'ADMIN');
    expect(await closed).toBe('io server disconnect');
  });

  it('refuses a flood of new connections from one address', async () => {
    const limited = await startTestApp({ SOCKET_CONNECTIONS_PER_MINUTE: '3' });
    await limited.app.listen(0, '127.0.0.1');
    const limitedUrl = (await limited.app.getUrl()).replace('[::1]', '127.0.0.1');
    try {
      const outcomes: string[] = [];
      for (let i = 0; i < 4; i += 1) {
        const socket = connectArena(limitedUrl, sockets);
        outcomes.push(
          await new Promise<string>((resolve) => {
            socket.once('connect', () => resolve('connected'));
            socket.once('connect_error', (error: Error & { data?: { code?: string } }) =>
              resolve(`refused ${error.data?.code}`),
            );
          }),
        );
        socket.disconnect();
      }
      expect(outcomes).toEqual(['connected', 'connected', 'connected', 'refused RATE_001']);
    } finally {
      await limited.close();
    }
  });

  it('refuses PIN guessing: wrong PINs count per source, whatever the number of sockets', async () => {
    const answers: string[] = [];
    for (let i = 0; i < 21; i += 1) {
      const socket = await connected();
      const ack = await socket.emitWithAck('arena:join', { pin: String(100000 + i), nickname: `Guess${i}` });
      answers.push(ack.ok ? 'ok' : ack.code);
      socket.disconnect();
    }
    expect(answers.slice(0, 20)).toEqual(Array(20).fill('ARENA_010'));
    expect(answers[20]).toBe('RATE_001');
  });

  it('refuses a payload with a control character and keeps the socket usable', async () => {
    const socket = await connected();
    const ack = await socket.emitWithAck('arena:join', { pin: '123456', nickname: 'Al\u0000' });
    expect(ack).toMatchObject({ ok: false, code: 'VAL_001' });
    expect(await socket.emitWithAck('arena:lobby-watch', {})).toMatchObject({ ok: true });
  });
});
