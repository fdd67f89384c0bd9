import { adminMonitorWatchSchema, type AdminMonitorWatch } from '@trivia/contracts';
import { bucketBoundMs, bucketOf, LatencyHistogram } from '../../common/latency-histogram';
import type { LiveRoomReport } from '../../arena/arena-live-rooms.service';
import type { NodeHealth, NodeReport } from './monitor-board';
import { clusterView, monitorPage } from './monitor-view';

const NOW = 1_800_000_000_000;

const health = (sockets: number, rooms: number): NodeHealth => ({
  socketsConnected: sockets,
  roomsOwned: rooms,
  eventLoopLagP99Ms: 1.2,
  cpuShare: 0.1,
  rssBytes: 100,
  heapUsedBytes: 50,
  heapTotalBytes: 80,
});

const room = (roomId: string, fields: Partial<LiveRoomReport> = {}): LiveRoomReport => ({
  roomId,
  pin: `1000${roomId.slice(-2)}`,
  kind: 'private',
  hostId: 'user:00000000-0000-4000-8000-000000000001',
  playersConnected: 3,
  playersJoined: 4,
  phase: 'question',
  paused: false,
  questionNumber: 2,
  questionCount: 10,
  answeredShare: 0.5,
  reconnects: 0,
  createdAt: NOW - 65_000,
  ...fields,
});

const acks = (...ms: number[]) => {
  const histogram = new LatencyHistogram();
  for (const value of ms) histogram.record(value);
  return histogram.encode();
};

const report = (nodeId: string, at: number, rooms: LiveRoomReport[] | null, digest = {}): NodeReport => ({
  nodeId,
  at,
  health: health(rooms?.length ?? 0, rooms?.length ?? 0),
  rooms,
  acks: rooms ? digest : null,
});

const query = (input: AdminMonitorWatch = {}) => adminMonitorWatchSchema.parse(input);
const names = (hostId: string) => (hostId.endsWith('1') ? 'Quiz Master Ann' : null);

describe('the cluster view', () => {
  it('merges every node: rooms with their owner, ack p95 over answers taken on both nodes, totals', () => {
    const reports = [
      report('node-a', NOW - 400, [room('room-01')], { 'room-01': acks(...Array(50).fill(2)) }),
      // Node B took the slow answers of A's room, and owns one room of its own.
      report('node-b', NOW - 900, [room('room-02', { kind: 'quick', hostId: null, playersConnected: 6 })], {
        'room-01': acks(...Array(44).fill(3), 700, 800, 900, 950, 990, 999),
      }),
    ];
    const view = clusterView(reports, names, NOW);
    expect(view.totals).toEqual({ nodes: 2, sockets: 2, rooms: 2, players: 9 });
    expect(view.nodes.map((node) => [node.nodeId, node.reportedMsAgo])).toEqual([
      ['node-a', 400],
      ['node-b', 900],
    ]);
    const a = view.rooms.find((r) => r.roomId === 'room-01');
    const b = view.rooms.find((r) => r.roomId === 'room-02');
    expect(a).toMatchObject({ roomId: 'room-01', ownerNode: 'node-a', hostName: 'Quiz Master Ann', ageSeconds: 65 });
    // 100 answers, the slowest 6 near a second (all on node B): the p95 is the fastest of those.
    expect(a!.ackP95Ms).toBe(Math.round(bucketBoundMs(bucketOf(700)) * 10) / 10);
    expect(b).toMatchObject({ roomId: 'room-02', kind: 'quick', hostName: null, ackP95Ms: null, ownerNode: 'node-b' });
  });

  it('keeps the newer description of a room two nodes reported during a hand-over', () => {
    const reports = [
      report('node-new', NOW - 100, [room('room-01', { phase: 'reveal' })]),
      report('node-old', NOW - 1500, [room('room-01', { phase: 'question' })]),
    ];
    expect(clusterView(reports, names, NOW).rooms).toEqual([
      expect.objectContaining({ roomId: 'room-01', phase: 'reveal', ownerNode: 'node-new' }),
    ]);
  });

  it('passes on only the fields the contracts name, whatever a node put in its report', () => {
    const leaky = { ...room('room-01'), cookie: 'sid=secret', ip: '10.0.0.1' } as LiveRoomReport;
    const node = report('node-a', NOW, [leaky]);
    (node.health as NodeHealth & { headers?: unknown }).headers = { cookie: 'sid=secret' };
    const text = JSON.stringify(monitorPage(clusterView([node], names, NOW), query()));
    expect(text).not.toContain('secret');
    expect(text).not.toContain('10.0.0.1');
    expect(text).not.toContain('user:');
  });
});

describe('a watcher page', () => {
  const rooms = [
    room('room-01', { playersConnected: 5, answeredShare: null, pin: '111111' }),
    room('room-02', { playersConnected: 9, answeredShare: 0.2, pin: '222222', kind: 'hosted' }),
    room('room-03', { playersConnected: 1, answeredShare: 0.9, pin: '333333', phase: 'lobby' }),
    room('room-04', { playersConnected: 9, answeredShare: 0.4, pin: '444444', hostId: 'user:x' }),
  ];
  const view = clusterView([report('node-a', NOW, rooms)], names, NOW);
  const ids = (input: AdminMonitorWatch) => monitorPage(view, query(input)).rooms.items.map((r) => r.roomId);

  it('sorts by players, most first by default, ties by room id', () => {
    expect(ids({})).toEqual(['room-02', 'room-04', 'room-01', 'room-03']);
    expect(ids({ sort: { by: 'players', direction: 'asc' } })).toEqual(['room-03', 'room-01', 'room-02', 'room-04']);
  });

  it('puts rooms without a value last whichever way it sorts', () => {
    expect(ids({ sort: { by: 'answered', direction: 'desc' } })).toEqual(['room-03', 'room-04', 'room-02', 'room-01']);
    expect(ids({ sort: { by: 'answered', direction: 'asc' } })).toEqual(['room-02', 'room-04', 'room-03', 'room-01']);
  });

  it('filters by a part of the PIN or the host name, by kind and by phase', () => {
    expect(ids({ filter: { text: '2222' } })).toEqual(['room-02']);
    expect(ids({ filter: { text: 'master ANN' } })).toEqual(['room-02', 'room-01', 'room-03']);
    expect(ids({ filter: { kind: 'hosted' } })).toEqual(['room-02']);
    expect(ids({ filter: { phase: 'lobby' } })).toEqual(['room-03']);
  });

  it('cuts pages, and shows the last page for a page past the end', () => {
    const second = monitorPage(view, query({ page: 2, pageSize: 3 }));
    expect(second.rooms).toMatchObject({ page: 2, pageSize: 3, total: 4 });
    expect(second.rooms.items.map((r) => r.roomId)).toEqual(['room-03']);
    expect(monitorPage(view, query({ page: 9, pageSize: 3 })).rooms.page).toBe(2);
    expect(monitorPage(view, query({ filter: { text: 'nothing' } })).rooms).toMatchObject({ page: 1, total: 0 });
  });
});
