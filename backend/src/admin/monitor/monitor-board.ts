import type { EncodedHistogram } from '../../common/latency-histogram';
import type { LiveRoomReport } from '../../arena/arena-live-rooms.service';

/** A node that has not reported for this long is gone (it reports every second). */
export const REPORT_TTL_MS = 5000;
/** Nodes describe their rooms while some node has an admin watching, and for this long after the last watch. */
export const WATCH_TTL_MS = 3000;

/** What one node says of itself, every second. */
export interface NodeHealth {
  socketsConnected: number;
  roomsOwned: number;
  eventLoopLagP99Ms: number;
  cpuShare: number;
  rssBytes: number;
  heapUsedBytes: number;
  heapTotalBytes: number;
}

export interface NodeReport {
  nodeId: string;
  /** The node's clock when it reported. */
  at: number;
  health: NodeHealth;
  /** Its rooms, described; null while nobody watches (describing rooms costs only while an admin looks). */
  rooms: LiveRoomReport[] | null;
  /** Ack times of the answers it took, by room (any node takes a room's answers); null while nobody watches. */
  acks: Record<string, EncodedHistogram> | null;
}

/**
 * Where nodes leave their reports for whichever node serves a watching admin: Redis keys that lapse after
 * REPORT_TTL_MS when REDIS_URL is set (a dead node's report simply expires), a map in process otherwise. Reports
 * are read by the nodes that have watchers, once a second, never pushed to every node.
 */
export interface MonitorBoard {
  publish(report: NodeReport): Promise<void>;
  /** Every node's last report, of those that reported within REPORT_TTL_MS. */
  reports(): Promise<NodeReport[]>;
  /** This node has an admin watching: every node describes its rooms from its next report on. */
  markWatched(): Promise<void>;
  watched(): Promise<boolean>;
}

export const MONITOR_BOARD = Symbol('MONITOR_BOARD');

/** The single-node board. */
export class InProcessMonitorBoard implements MonitorBoard {
  private readonly kept = new Map<string, { report: NodeReport; until: number }>();
  private watchedUntil = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async publish(report: NodeReport): Promise<void> {
    this.kept.set(report.nodeId, { report, until: this.now() + REPORT_TTL_MS });
  }

  async reports(): Promise<NodeReport[]> {
    const now = this.now();
    for (const [nodeId, { until }] of this.kept) if (until <= now) this.kept.delete(nodeId);
    return [...this.kept.values()].map(({ report }) => report);
  }

  async markWatched(): Promise<void> {
    this.watchedUntil = this.now() + WATCH_TTL_MS;
  }

  async watched(): Promise<boolean> {
    return this.watchedUntil > this.now();
  }
}
