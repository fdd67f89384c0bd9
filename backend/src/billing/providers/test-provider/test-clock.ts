import { Injectable } from '@nestjs/common';

/**
 * The test provider's "now", like a Stripe test clock: real time plus an offset that tests move forward to
 * reach a renewal or the end of a checkout's 24 hours. Each node has its own; only tests advance it.
 */
@Injectable()
export class TestClock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number): void {
    if (ms < 0) throw new Error('A test clock only moves forward');
    this.offsetMs += ms;
  }
}
