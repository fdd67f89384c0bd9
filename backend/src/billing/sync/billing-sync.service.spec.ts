import type { DataSource, Repository } from 'typeorm';
import type { ApiTierConversionsService } from '../conversions/api-tier-conversions.service';
import type { BillingCustomerEntity } from '../customers/billing-customer.entity';
import type { InvoiceEntity } from '../invoices/invoice.entity';
import type { ProviderEvent } from '../providers/payment-provider';
import { SubscriptionEntity } from '../subscriptions/subscription.entity';
import { FakePaymentProvider } from '../testing/fake-payment-provider';
import { BillingSyncService } from './billing-sync.service';

const USER = '6f1d7a0e-8a51-4a3b-9d55-3c8f0c9b2f10';

async function makeSut() {
  const provider = new FakePaymentProvider();
  const { sessionId } = await provider.createCheckoutSession({
    customerId: 'cus_1',
    planId: 'pub-standard',
    successUrl: '',
  });
  const query = jest.fn(async (sql: string) => {
    if (sql.includes('INSERT INTO subscriptions')) return [{ id: 'row-1' }];
    if (sql.includes('nextval')) return [{ n: 42 }];
    if (sql.includes('clock_timestamp')) return [{ at: new Date() }];
    return [{ exists: 1 }];
  });
  const mocks = {
    provider,
    dataSource: {
      query,
      transaction: jest.fn(async (work: (manager: unknown) => Promise<unknown>) =>
        work({
          query,
          getRepository: (entity: unknown) => (entity === SubscriptionEntity ? mocks.subscriptions : mocks.invoices),
        }),
      ),
    } as unknown as jest.Mocked<DataSource>,
    customers: { findOneBy: jest.fn().mockResolvedValue({ userId: USER }) } as unknown as jest.Mocked<
      Repository<BillingCustomerEntity>
    >,
    subscriptions: {
      findOneByOrFail: jest.fn().mockResolvedValue({ id: 'row-1', userId: USER, planId: 'pub-standard' }),
    } as unknown as jest.Mocked<Repository<SubscriptionEntity>>,
    invoices: {
      update: jest.fn().mockResolvedValue({ affected: 1 }),
      createQueryBuilder: jest.fn(),
    } as unknown as jest.Mocked<Repository<InvoiceEntity>>,
    conversions: {
      recordFirstPayment: jest.fn().mockResolvedValue(false),
    } as unknown as jest.Mocked<ApiTierConversionsService>,
  };
  const sut = new BillingSyncService(mocks.provider, mocks.dataSource, mocks.customers, mocks.conversions);
  return { sut, mocks, sessionId };
}

const event = (overrides: Partial<ProviderEvent>): ProviderEvent => ({
  id: 'evt',
  type: 'invoice.paid',
  createdAt: new Date(),
  objectId: 'x',
  subscriptionId: null,
  invoiceId: null,
  customerId: null,
  ...overrides,
});

/** The parameters of the subscription upsert: what our row would say. */
const upserted = (mocks: Awaited<ReturnType<typeof makeSut>>['mocks']): unknown[][] =>
  mocks.dataSource.query.mock.calls
    .filter(([sql]) => String(sql).includes('INSERT INTO subscriptions'))
    .map(([, params]) => params as unknown[]);

describe('BillingSyncService', () => {
  it('does nothing for a checkout that is still open (nothing is granted before payment)', async () => {
    const { sut, mocks, sessionId } = await makeSut();
    await sut.applyEvent(event({ type: 'checkout.session.completed', objectId: sessionId }));
    expect(upserted(mocks)).toEqual([]);
  });

  it('finds the subscription behind each kind of event and writes what the provider holds now', async () => {
    const { sut, mocks, sessionId } = await makeSut();
    const subscription = mocks.provider.pay(sessionId);
    const [invoice] = await mocks.provider.listInvoices(subscription.id);
    await sut.applyEvent(event({ type: 'checkout.session.completed', objectId: sessionId }));
    await sut.applyEvent(event({ type: 'customer.subscription.updated', objectId: subscription.id }));
    await sut.applyEvent(event({ type: 'charge.refunded', objectId: 'ch_x', invoiceId: invoice!.id }));
    const rows = upserted(mocks);
    expect(rows).toHaveLength(3);
    for (const params of rows) {
      expect(params).toEqual([
        USER,
        'test',
        subscription.id,
        'pub-standard',
        'active',
        false,
        subscription.currentPeriodStart,
        subscription.currentPeriodEnd,
        invoice!.paidAt,
        null,
        'visa',
        '4242',
        expect.any(Date),
      ]);
    }
  });

  it('an older event replayed after a newer change still writes the newer state (it re-reads)', async () => {
    const { sut, mocks, sessionId } = await makeSut();
    const subscription = mocks.provider.pay(sessionId);
    await mocks.provider.setCancelAtPeriodEnd(subscription.id, true);
    await sut.applyEvent(event({ type: 'checkout.session.completed', objectId: sessionId }));
    expect(upserted(mocks)[0]![5]).toBe(true);
  });

  it('marks the subscription refunded once every payment came back', async () => {
    const { sut, mocks, sessionId } = await makeSut();
    const subscription = mocks.provider.pay(sessionId);
    const [invoice] = await mocks.provider.listInvoices(subscription.id);
    await mocks.provider.refundInvoice(invoice!.id);
    await sut.syncSubscription(subscription.id);
    expect(upserted(mocks)[0]![9]).toBeInstanceOf(Date);
    expect(mocks.invoices.update).toHaveBeenCalledWith(
      { provider: 'test', providerInvoiceId: invoice!.id },
      expect.objectContaining({ status: 'refunded', refundedPence: 1200, vatPence: 200 }),
    );
  });

  it("mirrors a refund made in the provider's dashboard: its event names only the charge", async () => {
    const { sut, mocks, sessionId } = await makeSut();
    const subscription = mocks.provider.pay(sessionId);
    const [invoice] = await mocks.provider.listInvoices(subscription.id);
    await mocks.provider.refundInvoice(invoice!.id);
    await sut.applyEvent(event({ type: 'charge.refunded', objectId: invoice!.chargeId!, invoiceId: null }));
    expect(upserted(mocks)[0]![9]).toBeInstanceOf(Date);
    expect(mocks.invoices.update).toHaveBeenCalledWith(
      { provider: 'test', providerInvoiceId: invoice!.id },
      expect.objectContaining({ status: 'refunded', refundedPence: 1200 }),
    );
  });

  it('skips the invoices when a sync that read the provider later has already written the subscription', async () => {
    const { sut, mocks, sessionId } = await makeSut();
    const subscription = mocks.provider.pay(sessionId);
    mocks.dataSource.query.mockImplementation(async (sql: string) => {
      if (sql.includes('clock_timestamp')) return [{ at: new Date() }];
      return []; // the upsert's WHERE refused the older read: no row written
    });
    await expect(sut.syncSubscription(subscription.id)).resolves.toMatchObject({ id: 'row-1' });
    expect(mocks.invoices.update).not.toHaveBeenCalled();
  });

  it('maps the user from metadata when we have no customer row, and refuses an unknown one', async () => {
    const { sut, mocks, sessionId } = await makeSut();
    mocks.customers.findOneBy.mockResolvedValue(null);
    const withMetadata = mocks.provider.pay(sessionId, USER);
    await sut.syncSubscription(withMetadata.id);
    expect(upserted(mocks)[0]![0]).toBe(USER);

    mocks.provider.subscriptions.set(withMetadata.id, { ...withMetadata, userId: 'not-a-uuid' });
    await expect(sut.syncSubscription(withMetadata.id)).rejects.toThrow(/No user/);
  });
});
