import type Redis from 'ioredis';
import { type MonitorBoard, type NodeReport, REPORT_TTL_MS, WATCH_TTL_MS } from './monitor-board';

/** Node ids that reported, scored by when: the index the reads go through (no SCAN of the keyspace). */
const NODES = 'admin-monitor:nodes';
const WATCHED = 'admin-monitor:watched';
const reportKey = (nodeId: string) => `admin-monitor:node:${nodeId}`;
/** Index entries older than this are pruned by the next report (their keys lapsed long before). */
const FORGET_NODES_MS = 60_000;

/**
 * The board in Redis (keys under the app's key prefix): each node's report is a key that lapses REPORT_TTL_MS
 * after it was written, so a node that dies drops off by itself; a sorted set names the nodes to read. One
 * round trip to publish, two to read every node.
 */
export class RedisMonitorBoard implements MonitorBoard {
  constructor(private readonly redis: Redis) {}

  async publish(report: NodeReport): Promise<void> {
    await this.redis
      .multi()
      .set(reportKey(report.nodeId), JSON.stringify(report), 'PX', REPORT_TTL_MS)
      .zadd(NODES, report.at, report.nodeId)
      .zremrangebyscore(NODES, '-inf', report.at - FORGET_NODES_MS)
      .exec();
  }

  async reports(): Promise<NodeReport[]> {
    const nodeIds = await this.redis.zrange(NODES, 0, -1);
    if (nodeIds.length === 0) return [];
    const texts = await this.redis.mget(nodeIds.map(reportKey));
    const reports: NodeReport[] = [];
    for (const text of texts) {
      if (text === null) continue;
      try {
        reports.push(JSON.parse(text) as NodeReport);
      } catch {
        // A report that does not parse is skipped: its node shows again with its next one.
      }
    }
    return reports;
  }

  async markWatched(): Promise<void> {
    await this.redis.set(WATCHED, '1', 'PX', WATCH_TTL_MS);
  }

  async watched(): Promise<boolean> {
    return (await this.redis.exists(WATCHED)) === 1;
  }
}
