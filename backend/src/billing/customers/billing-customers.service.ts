import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { UserEntity } from '../../users/user.entity';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../providers/payment-provider';
import { BillingCustomerEntity } from './billing-customer.entity';

/** A member's customer at the payment provider: created at their first checkout, then reused. */
@Injectable()
export class BillingCustomersService {
  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @InjectRepository(BillingCustomerEntity) private readonly customers: Repository<BillingCustomerEntity>,
  ) {}

  /** The customer of this provider, or null: a member switched from the test provider to Stripe starts afresh. */
  async find(userId: string): Promise<BillingCustomerEntity | null> {
    const row = await this.customers.findOneBy({ userId });
    return row && row.provider === this.provider.name ? row : null;
  }

  /** Throws PaymentProviderUnavailableError when the provider cannot be reached (nothing is stored then). */
  async ensure(user: Pick<UserEntity, 'id' | 'email' | 'fullName'>): Promise<BillingCustomerEntity> {
    const stored = await this.customers.findOneBy({ userId: user.id });
    if (stored?.provider === this.provider.name) return stored;
    const { customerId } = await this.provider.createCustomer({
      userId: user.id,
      email: user.email,
      name: user.fullName,
    });
    const values = { provider: this.provider.name, providerCustomerId: customerId };
    if (stored) {
      // A customer of the other provider (the deployment switched to Stripe): this provider's replaces it.
      await this.customers.update({ userId: user.id, provider: stored.provider }, values);
    } else {
      // Two checkouts at once both create a customer; the first stored wins and the other stays unused.
      await this.customers
        .createQueryBuilder()
        .insert()
        .values({ userId: user.id, ...values })
        .orIgnore()
        .execute();
    }
    return this.customers.findOneByOrFail({ userId: user.id });
  }
}
