import { afterFailedCharge, nextRenewalStep } from './renewal-rules';

const now = new Date('2026-06-01T12:00:00Z');
const past = '2026-06-01T11:00:00.000Z';
const future = '2026-07-01T11:00:00.000Z';
const sub = { status: 'active', cancelAtPeriodEnd: false, currentPeriodEnd: future, nextRetryAt: null } as const;

describe('renewal rules', () => {
  it.each`
    change                                                                                        | step
    ${{}}                                                                                         | ${null}
    ${{ currentPeriodEnd: past }}                                                                 | ${'renew'}
    ${{ currentPeriodEnd: past, cancelAtPeriodEnd: true }}                                        | ${'cancel'}
    ${{ cancelAtPeriodEnd: true }}                                                                | ${null}
    ${{ status: 'past_due', nextRetryAt: past }}                                                  | ${'retry'}
    ${{ status: 'past_due', nextRetryAt: future }}                                                | ${null}
    ${{ status: 'past_due', nextRetryAt: past, currentPeriodEnd: past, cancelAtPeriodEnd: true }} | ${'cancel'}
    ${{ status: 'unpaid', currentPeriodEnd: past }}                                               | ${null}
    ${{ status: 'canceled', currentPeriodEnd: past }}                                             | ${null}
    ${{ status: 'trialing', currentPeriodEnd: past }}                                             | ${'renew'}
  `('$change → $step', ({ change, step }) => {
    expect(nextRenewalStep({ ...sub, ...change }, now)).toBe(step);
  });

  it('retries a failed renewal after 1, 3 and 5 days, then gives up as unpaid', () => {
    const first = afterFailedCharge({ failedRetries: 0 }, false, now);
    expect(first).toEqual({ status: 'past_due', failedRetries: 0, nextRetryAt: '2026-06-02T12:00:00.000Z' });
    const second = afterFailedCharge(first, true, now);
    expect(second).toEqual({ status: 'past_due', failedRetries: 1, nextRetryAt: '2026-06-04T12:00:00.000Z' });
    const third = afterFailedCharge(second, true, now);
    expect(third).toEqual({ status: 'past_due', failedRetries: 2, nextRetryAt: '2026-06-06T12:00:00.000Z' });
    expect(afterFailedCharge(third, true, now)).toEqual({ status: 'unpaid', failedRetries: 3, nextRetryAt: null });
  });
});
