import { type DynamicModule, Module, type Provider } from '@nestjs/common';
import type { AppConfig } from '../../infra/config/config';
import { TestPaymentsController } from '../test-payments/test-payments.controller';
import { TestPaymentsService } from '../test-payments/test-payments.service';
import { PAYMENT_PROVIDER } from './payment-provider';
import { StripePaymentProvider } from './stripe/stripe-payment-provider';
import { TestCheckout } from './test-provider/test-checkout';
import { TestClock } from './test-provider/test-clock';
import { TestPaymentProvider } from './test-provider/test-payment-provider';
import { TestProviderStore } from './test-provider/test-provider-store';
import { TestRenewals } from './test-provider/test-renewals';
import { TestWebhookSender } from './test-provider/test-webhook-delivery.job';

/**
 * The active PaymentProvider as PAYMENT_PROVIDER: Stripe when both of its keys are set, the built-in test
 * provider otherwise, with its checkout API, renewal job and clock (and nothing of it in Stripe mode). Global,
 * like the infra seams, so the billing domain injects PAYMENT_PROVIDER without importing this module twice.
 */
@Module({})
export class PaymentProvidersModule {
  static forRoot(config: AppConfig): DynamicModule {
    const { payments } = config;
    if (payments.kind === 'stripe') {
      return {
        module: PaymentProvidersModule,
        global: true,
        providers: [
          {
            provide: PAYMENT_PROVIDER,
            useFactory: () => StripePaymentProvider.fromKeys(payments.secretKey, payments.webhookSecret),
          },
        ],
        exports: [PAYMENT_PROVIDER],
      };
    }
    const testProvider: Provider[] = [
      TestClock,
      TestWebhookSender,
      TestProviderStore,
      TestCheckout,
      TestRenewals,
      TestPaymentProvider,
      TestPaymentsService,
      { provide: PAYMENT_PROVIDER, useExisting: TestPaymentProvider },
    ];
    return {
      module: PaymentProvidersModule,
      global: true,
      controllers: [TestPaymentsController],
      providers: testProvider,
      // The test provider itself (seeding pays a checkout without a browser), its clock (tests move it) and its
      // webhook sender (the ingest signs each queued delivery with it as it delivers).
      exports: [PAYMENT_PROVIDER, TestPaymentProvider, TestCheckout, TestClock, TestRenewals, TestWebhookSender],
    };
  }
}
