import {
  type AdminMonitorNode,
  type AdminMonitorPage,
  type AdminMonitorQuery,
  type AdminMonitorRoom,
  type AdminMonitorSort,
  type AdminMonitorTotals,
  pageCount,
} from '@trivia/contracts';
import { LatencyHistogram } from '../../common/latency-histogram';
import type { NodeReport } from './monitor-board';

/** Every room and node of the cluster as the reports leave them: what each watcher's page is cut from. */
export interface ClusterView {
  rooms: AdminMonitorRoom[];
  nodes: AdminMonitorNode[];
  totals: AdminMonitorTotals;
  at: number;
}

/** A host's display name from their id (`user:…`), as the monitor has looked it up; null when unknown. */
export type HostNameOf = (hostId: string) => string | null;

/** Every node's ack times of one room, merged: its p95 in ms (one decimal), or null with no answers lately. */
function ackP95s(reports: NodeReport[]): Map<string, number | null> {
  const merged = new Map<string, LatencyHistogram>();
  for (const report of reports)
    for (const [roomId, encoded] of Object.entries(report.acks ?? {})) {
      let histogram = merged.get(roomId);
      if (!histogram) merged.set(roomId, (histogram = new LatencyHistogram()));
      histogram.add(encoded);
    }
  const p95s = new Map<string, number | null>();
  for (const [roomId, histogram] of merged) {
    const p95 = histogram.percentile(95);
    p95s.set(roomId, p95 === null ? null : Math.round(p95 * 10) / 10);
  }
  return p95s;
}

/**
 * The cluster from every node's last report. A room handed from one node to another (a failover, a shutdown)
 * may show in two reports for a second: the newer report's description wins.
 */
export function clusterView(reports: NodeReport[], hostNameOf: HostNameOf, now: number): ClusterView {
  const byAge = [...reports].sort((a, b) => a.at - b.at);
  const p95s = ackP95s(reports);
  const rooms = new Map<string, AdminMonitorRoom>();
  for (const report of byAge)
    for (const room of report.rooms ?? [])
      // Field by field: only what the contracts name leaves the server, whatever a node's report holds.
      rooms.set(room.roomId, {
        roomId: room.roomId,
        pin: room.pin,
        kind: room.kind,
        hostName: room.hostId === null ? null : hostNameOf(room.hostId),
        playersConnected: room.playersConnected,
        playersJoined: room.playersJoined,
        phase: room.phase,
        paused: room.paused,
        questionNumber: room.questionNumber,
        questionCount: room.questionCount,
        answeredShare: room.answeredShare,
        ackP95Ms: p95s.get(room.roomId) ?? null,
        reconnects: room.reconnects,
        ownerNode: report.nodeId,
        ageSeconds: Math.max(0, Math.floor((now - room.createdAt) / 1000)),
      });
  const nodes = [...reports]
    .sort((a, b) => a.nodeId.localeCompare(b.nodeId))
    .map(({ nodeId, health, at }) => ({
      nodeId,
      socketsConnected: health.socketsConnected,
      roomsOwned: health.roomsOwned,
      eventLoopLagP99Ms: health.eventLoopLagP99Ms,
      cpuShare: health.cpuShare,
      rssBytes: health.rssBytes,
      heapUsedBytes: health.heapUsedBytes,
      heapTotalBytes: health.heapTotalBytes,
      reportedMsAgo: Math.max(0, now - at),
    }));
  const listed = [...rooms.values()];
  return {
    rooms: listed,
    nodes,
    totals: {
      nodes: nodes.length,
      sockets: nodes.reduce((sum, node) => sum + node.socketsConnected, 0),
      rooms: nodes.reduce((sum, node) => sum + node.roomsOwned, 0),
      players: listed.reduce((sum, room) => sum + room.playersConnected, 0),
    },
    at: now,
  };
}

const SORT_KEYS: Record<AdminMonitorSort, (room: AdminMonitorRoom) => number | string | null> = {
  age: (room) => room.ageSeconds,
  players: (room) => room.playersConnected,
  answered: (room) => room.answeredShare,
  ackP95: (room) => room.ackP95Ms,
  reconnects: (room) => room.reconnects,
  pin: (room) => room.pin,
};

function matches(room: AdminMonitorRoom, filter: AdminMonitorQuery['filter']): boolean {
  if (filter.kind && room.kind !== filter.kind) return false;
  if (filter.phase && room.phase !== filter.phase) return false;
  const text = filter.text?.toLocaleLowerCase('en-GB');
  if (!text) return true;
  return (room.pin ?? '').includes(text) || (room.hostName ?? '').toLocaleLowerCase('en-GB').includes(text);
}

/**
 * One watcher's page: filtered, sorted (rooms without a value, such as no answers yet, always last; ties by room
 * id, so a page does not shuffle between pushes), and cut. A page past the end shows the last one.
 */
export function monitorPage(view: ClusterView, query: AdminMonitorQuery): AdminMonitorPage {
  const key = SORT_KEYS[query.sort.by];
  const sign = query.sort.direction === 'asc' ? 1 : -1;
  const rooms = view.rooms
    .filter((room) => matches(room, query.filter))
    .sort((a, b) => {
      const x = key(a);
      const y = key(b);
      if (x === null || y === null) return x === y ? a.roomId.localeCompare(b.roomId) : x === null ? 1 : -1;
      if (x !== y) return (x < y ? -1 : 1) * sign;
      return a.roomId.localeCompare(b.roomId);
    });
  const page = Math.min(query.page, pageCount(rooms.length, query.pageSize));
  const from = (page - 1) * query.pageSize;
  return {
    rooms: { items: rooms.slice(from, from + query.pageSize), page, pageSize: query.pageSize, total: rooms.length },
    nodes: view.nodes,
    totals: view.totals,
    at: view.at,
  };
}
