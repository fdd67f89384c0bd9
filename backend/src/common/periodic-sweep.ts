import type { OnModuleDestroy, OnModuleInit } from '@nestjs/common';

/**
 * An in-process store that forgets what has expired on a timer while the app runs, not only when something is
 * read (a finished room, a lapsed lease, an old day nobody asks about again would otherwise stay for good). Nest
 * starts the sweep with the module and stops it on shutdown; the timer is unref'd, so it never holds the process.
 */
export abstract class SweptInProcess implements OnModuleInit, OnModuleDestroy {
  private timer?: NodeJS.Timeout;

  protected constructor(private readonly sweepEveryMs: number) {}

  /** Drops what has expired by now. */
  abstract sweep(): void;

  /** How many entries the store holds (what a sweep shrinks), for monitoring and tests. */
  abstract size(): number;

  onModuleInit(): void {
    this.timer = setInterval(() => this.sweep(), this.sweepEveryMs);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }
}
