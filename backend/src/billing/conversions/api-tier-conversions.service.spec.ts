import type { DataSource } from 'typeorm';
import type { AnalyticsService } from '../../analytics/analytics.service';
import type { SubscriptionEntity } from '../subscriptions/subscription.entity';
import { ApiTierConversionsService } from './api-tier-conversions.service';

const row = (overrides: Partial<SubscriptionEntity>) =>
  ({
    id: 'sub-row',
    userId: 'user-1',
    planId: 'api-starter',
    firstPaidAt: new Date(),
    ...overrides,
  }) as SubscriptionEntity;

function makeSut(claimed: boolean) {
  const query = jest.fn(async (sql: string) =>
    sql.includes('paid_recorded_at = now()') ? (claimed ? [{ id: 'sub-row' }] : []) : [[], 1],
  );
  const mocks = {
    dataSource: { query } as unknown as jest.Mocked<DataSource>,
    analytics: { record: jest.fn().mockResolvedValue(undefined) } as unknown as jest.Mocked<AnalyticsService>,
  };
  return { sut: new ApiTierConversionsService(mocks.dataSource, mocks.analytics), mocks, query };
}

describe('ApiTierConversionsService', () => {
  it("records api_tier_upgrade with the spec's value when it claims an API subscription's first payment", async () => {
    const { sut, mocks } = makeSut(true);
    await expect(sut.recordFirstPayment(row({}))).resolves.toBe(true);
    // Its value (25 GBP) is added where every server event's is, in AnalyticsService (analytics-rows).
    expect(mocks.analytics.record).toHaveBeenCalledWith('api_tier_upgrade', 'user-1', { tier: 'api-starter' });
  });

  it('records nothing when another sync claimed it first (a replayed webhook)', async () => {
    const { sut, mocks } = makeSut(false);
    await expect(sut.recordFirstPayment(row({}))).resolves.toBe(false);
    expect(mocks.analytics.record).not.toHaveBeenCalled();
  });

  it('leaves site plans and never-paid subscriptions alone, without touching the database', async () => {
    const { sut, mocks, query } = makeSut(true);
    await sut.recordFirstPayment(row({ planId: 'pub-premium' }));
    await sut.recordFirstPayment(row({ firstPaidAt: null }));
    expect(query).not.toHaveBeenCalled();
    expect(mocks.analytics.record).not.toHaveBeenCalled();
  });

  it('releases the claim when the event cannot be written, so the retry records it', async () => {
    const { sut, mocks, query } = makeSut(true);
    mocks.analytics.record.mockRejectedValueOnce(new Error('database restarting'));
    await expect(sut.recordFirstPayment(row({}))).rejects.toThrow('database restarting');
    expect(query.mock.calls.map(([sql]) => String(sql))).toEqual([
      expect.stringContaining('SET paid_recorded_at = now()'),
      expect.stringContaining('SET paid_recorded_at = NULL'),
    ]);
  });
});
