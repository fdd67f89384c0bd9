import { type IntervalHistogram, monitorEventLoopDelay } from 'node:perf_hooks';
import type { NodeHealth } from './monitor-board';

/** How often the event loop's delay is sampled (ns resolution; a timer this often costs nothing measurable). */
const LOOP_SAMPLE_MS = 10;

/**
 * This process's health as the monitor shows it, read once a second: the event loop's p99 delay since the last
 * reading (from perf_hooks, which times a native timer and never runs JavaScript per sample), CPU share since the
 * last reading, and memory. Sockets and rooms are counted by the caller.
 */
export class NodeHealthSampler {
  private readonly loop: IntervalHistogram;
  private lastCpu = process.cpuUsage();
  private lastAt = performance.now();

  constructor() {
    this.loop = monitorEventLoopDelay({ resolution: LOOP_SAMPLE_MS });
    this.loop.enable();
  }

  sample(counts: { socketsConnected: number; roomsOwned: number }): NodeHealth {
    const now = performance.now();
    const cpu = process.cpuUsage(this.lastCpu);
    const wallMs = Math.max(1, now - this.lastAt);
    this.lastCpu = process.cpuUsage();
    this.lastAt = now;
    // The histogram holds the time between samples (ns): the sampling interval plus whatever held the loop up.
    const lagMs = this.loop.count > 0 ? Math.max(0, this.loop.percentile(99) / 1e6 - LOOP_SAMPLE_MS) : 0;
    this.loop.reset();
    const memory = process.memoryUsage();
    return {
      ...counts,
      eventLoopLagP99Ms: Math.round(lagMs * 100) / 100,
      cpuShare: Math.round(((cpu.user + cpu.system) / 1000 / wallMs) * 1000) / 1000,
      rssBytes: memory.rss,
      heapUsedBytes: memory.heapUsed,
      heapTotalBytes: memory.heapTotal,
    };
  }

  close(): void {
    this.loop.disable();
  }
}
