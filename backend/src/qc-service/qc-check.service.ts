import { Inject, Injectable } from '@nestjs/common';
import { QC_CHECK_RATE, type QcCheckResponse, type qcCheckRequestSchema } from '@trivia/contracts';
import type { z } from 'zod';
import { RATE_LIMITER, type RateLimiter, type RateLimitPolicy } from '../infra/rate-limit/rate-limiter';
import { assertAllowed } from '../infra/rate-limit/rate-limit-refusal';
import { checkQuestionRules } from '../question-bank/qc';

export type QcCheckBody = z.output<typeof qcCheckRequestSchema>;

/**
 * QC as a service: the bank's one QC, ambiguity rules included, for anyone's question. Counted per address across
 * every node, because the spelling check costs real work and the route needs no account.
 */
@Injectable()
export class QcCheckService {
  private readonly policy: RateLimitPolicy = {
    name: 'qc-check',
    points: QC_CHECK_RATE.perMinute,
    windowSeconds: 60,
    scope: 'shared',
  };

  constructor(@Inject(RATE_LIMITER) private readonly limiter: RateLimiter) {}

  async check(body: QcCheckBody, ip: string): Promise<QcCheckResponse> {
    const verdict = await this.limiter.consume(this.policy, ip);
    assertAllowed(verdict, 'RATE_001', 'Too many question checks from this network');
    const problems = checkQuestionRules(body, { ambiguity: true });
    return { ok: problems.length === 0, problems };
  }
}
