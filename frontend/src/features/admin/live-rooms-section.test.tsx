/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminMonitorPage, AdminMonitorRoom } from '@trivia/contracts';
import { renderPage } from '../../testing/render-page';
import { formatAge, formatBytes, formatMs, formatProgress, formatShare } from './live-rooms-format';
import { LiveRoomsSection } from './sections/live-rooms-section';

type Handler = (payload: unknown) => void;

/** The tab's socket as the monitor uses it: what it sent, what it answers, and a way to push a page. */
const mockSocket = {
  connected: true,
  sent: [] as { event: string; payload: unknown }[],
  handlers: new Map<string, Set<Handler>>(),
  answer: (_event: string, _payload: unknown): unknown => ({ ok: true }),
  on(event: string, handler: Handler) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)!.add(handler);
  },
  off(event: string, handler: Handler) {
    this.handlers.get(event)?.delete(handler);
  },
  emit(event: string, payload: unknown, ack?: (response: unknown) => void) {
    this.sent.push({ event, payload });
    ack?.(this.answer(event, payload));
  },
  timeout() {
    return {
      emit: (event: string, payload: unknown, ack: (error: Error | null, response: unknown) => void) => {
        mockSocket.sent.push({ event, payload });
        ack(null, mockSocket.answer(event, payload));
      },
    };
  },
  push(event: string, payload: unknown) {
    for (const handler of this.handlers.get(event) ?? []) handler(payload);
  },
};

jest.mock('../../lib/socket', () => ({ getSocket: () => mockSocket }));

const room = (fields: Partial<AdminMonitorRoom> = {}): AdminMonitorRoom => ({
  roomId: '6f1c2a52-8a54-4f0e-9d55-7a1a3c1e0b11',
  pin: '482913',
  kind: 'hosted',
  hostName: 'Quiz Master Ann',
  playersConnected: 31,
  playersJoined: 33,
  phase: 'question',
  paused: false,
  questionNumber: 4,
  questionCount: 20,
  answeredShare: 0.58,
  ackP95Ms: 12.4,
  reconnects: 2,
  ownerNode: '9b8e7f6a-0000-4000-8000-000000000001',
  ageSeconds: 754,
  ...fields,
});

const pageOf = (rooms: AdminMonitorRoom[]): AdminMonitorPage => ({
  rooms: { items: rooms, page: 1, pageSize: 25, total: rooms.length },
  nodes: [
    {
      nodeId: '9b8e7f6a-0000-4000-8000-000000000001',
      socketsConnected: 5012,
      roomsOwned: 140,
      eventLoopLagP99Ms: 3.2,
      cpuShare: 0.41,
      rssBytes: 412 * 1024 * 1024,
      heapUsedBytes: 150 * 1024 * 1024,
      heapTotalBytes: 200 * 1024 * 1024,
      reportedMsAgo: 300,
    },
  ],
  totals: { nodes: 1, sockets: 5012, rooms: 140, players: 4900 },
  at: Date.UTC(2026, 10, 27, 14, 2, 31),
});

const watches = () => mockSocket.sent.filter((sent) => sent.event === 'admin:monitor-watch').map((s) => s.payload);

beforeEach(() => {
  mockSocket.sent = [];
  mockSocket.handlers.clear();
  mockSocket.answer = (event) =>
    event === 'admin:monitor-watch' ? { ok: true, data: pageOf([room()]) } : { ok: true };
});

describe('the live-room monitor page', () => {
  it('watches the first page, most players first, and shows the rooms and every node', async () => {
    renderPage(<LiveRoomsSection />);
    const row = await screen.findByTestId('live-room');
    expect(watches()[0]).toEqual({ page: 1, pageSize: 25, sort: { by: 'players', direction: 'desc' }, filter: {} });
    for (const text of ['482913', 'Host-led', 'Quiz Master Ann', '31 / 33', '4 of 20', '58%', '12 ms', '12 min'])
      expect(row.textContent).toContain(text);
    const node = screen.getByRole('listitem', { name: 'Node 9b8e7f6a' });
    expect(node.textContent).toContain('5,012');
    expect(node.textContent).toContain('412 MB');
    expect(screen.getByRole('group', { name: 'Cluster totals' }).textContent).toContain('4,900');
  });

  it('shows each pushed page, and asks for another sort from the column header', async () => {
    renderPage(<LiveRoomsSection />);
    await screen.findByTestId('live-room');
    act(() => mockSocket.push('admin:monitor', pageOf([room({ playersConnected: 7, phase: 'reveal' })])));
    expect(screen.getByTestId('live-room').textContent).toContain('7 / 33');
    fireEvent.click(screen.getByRole('button', { name: 'Ack p95' }));
    await waitFor(() => expect(watches().at(-1)).toMatchObject({ page: 1, sort: { by: 'ackP95', direction: 'desc' } }));
    // No unwatch between two watches: the server changes the query in place.
    expect(mockSocket.sent.map((s) => s.event)).not.toContain('admin:monitor-unwatch');
  });

  it('closes a room only once the admin says why, and sends their words', async () => {
    renderPage(<LiveRoomsSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Close room 482913' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close room 482913' });
    const confirm = within(dialog).getByRole('button', { name: 'Close room' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/Message to players/), {
      target: { value: 'Closed: offensive nicknames' },
    });
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(mockSocket.sent.find((s) => s.event === 'admin:room-close')?.payload).toEqual({
        roomId: room().roomId,
        message: 'Closed: offensive nicknames',
      }),
    );
  });

  it('finds a player to kick by nickname and sends who and why', async () => {
    mockSocket.answer = (event) => {
      if (event === 'admin:monitor-watch') return { ok: true, data: pageOf([room()]) };
      if (event === 'admin:room-players')
        return {
          ok: true,
          data: {
            players: [{ playerId: 'guest:abc', nickname: 'Rude Name', connected: true, score: 300 }],
            matching: 1,
            phase: 'question',
          },
        };
      return { ok: true };
    };
    renderPage(<LiveRoomsSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove a player from room 482913' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('radio', { name: /Rude Name/ }));
    fireEvent.change(within(dialog).getByLabelText(/Message to players/), { target: { value: 'Offensive name' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove player' }));
    await waitFor(() =>
      expect(mockSocket.sent.find((s) => s.event === 'admin:room-kick')?.payload).toEqual({
        roomId: room().roomId,
        playerId: 'guest:abc',
        message: 'Offensive name',
      }),
    );
  });

  it('says so when the server refuses the watch (no longer an admin)', async () => {
    mockSocket.answer = () => ({ ok: false, code: 'AUTH_010', message: 'Admins only' });
    renderPage(<LiveRoomsSection />);
    expect((await screen.findByRole('alert')).textContent).toContain('AUTH_010');
    expect(screen.queryByTestId('live-room')).toBeNull();
  });
});

describe('live-room figures', () => {
  it.each([
    ['412 MiB of memory', formatBytes(412 * 1024 * 1024), '412 MB'],
    ['1.5 GiB of memory', formatBytes(1.5 * 1024 ** 3), '1.5 GB'],
    ['no answers yet', formatMs(null), '–'],
    ['a fast ack', formatMs(0.42), '0.4 ms'],
    ['a slow ack', formatMs(1840), '1.8 s'],
    ['two answers in three', formatShare(2 / 3), '67%'],
    ['a new room', formatAge(45), '45 s'],
    ['a room two hours old', formatAge(7265), '2 h 01 min'],
    ['a room before its first question', formatProgress(0, 10), 'Not started (10)'],
  ])('%s reads "%s"', (_what, shown, expected) => {
    expect(shown).toBe(expected);
  });
});
