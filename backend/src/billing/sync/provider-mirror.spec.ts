import type { ProviderInvoice } from '../providers/payment-provider';
import {
  allPaymentsRefunded,
  firstPaidAt,
  invoiceVatPence,
  mirroredStatus,
  receiptNumber,
  refundableInvoices,
} from './provider-mirror';

const at = (iso: string) => new Date(iso);

function invoice(overrides: Partial<ProviderInvoice> = {}): ProviderInvoice {
  return {
    id: 'in_1',
    subscriptionId: 'sub_1',
    customerId: 'cus_1',
    status: 'paid',
    totalPence: 1200,
    refundedPence: 0,
    chargeId: 'ch_1',
    planId: 'pub-standard',
    description: 'Pub Standard',
    periodStart: null,
    periodEnd: null,
    createdAt: at('2026-03-01T10:00:00Z'),
    paidAt: at('2026-03-01T10:00:05Z'),
    ...overrides,
  };
}

describe('mirroredStatus', () => {
  it.each([
    [{ status: 'draft' }, null],
    [{ status: 'paid' }, 'paid'],
    [{ status: 'paid', refundedPence: 600 }, 'paid'],
    [{ status: 'paid', refundedPence: 1200 }, 'refunded'],
    [{ status: 'paid', totalPence: 0 }, 'paid'],
    [{ status: 'open' }, 'open'],
    [{ status: 'void' }, 'void'],
    [{ status: 'uncollectible' }, 'failed'],
  ] as const)('%j → %s', (overrides, expected) => {
    expect(mirroredStatus(invoice(overrides))).toBe(expected);
  });
});

describe('firstPaidAt', () => {
  it('is the earliest invoice that took money, whatever the order the provider lists them in', () => {
    const renewal = invoice({ id: 'in_2', paidAt: at('2026-04-01T10:00:00Z') });
    const first = invoice({ id: 'in_1', paidAt: at('2026-03-01T10:00:00Z') });
    expect(firstPaidAt([renewal, first])).toEqual(at('2026-03-01T10:00:00Z'));
    expect(firstPaidAt([first, renewal])).toEqual(at('2026-03-01T10:00:00Z'));
  });

  it('ignores unpaid and £0 invoices', () => {
    const credit = invoice({ totalPence: 0, paidAt: at('2026-02-01T00:00:00Z') });
    const open = invoice({ status: 'open', paidAt: null });
    expect(firstPaidAt([credit, open])).toBeNull();
  });
});

describe('refunds', () => {
  it('counts the subscription refunded only when every payment came back in full', () => {
    const a = invoice({ id: 'a', refundedPence: 1200 });
    const b = invoice({ id: 'b', refundedPence: 500 });
    expect(allPaymentsRefunded([a, b])).toBe(false);
    expect(allPaymentsRefunded([a, { ...b, refundedPence: 1200 }])).toBe(true);
    expect(allPaymentsRefunded([])).toBe(false);
  });

  it('refunds only paid invoices with money left to give back', () => {
    const list = [
      invoice({ id: 'done', refundedPence: 1200 }),
      invoice({ id: 'part', refundedPence: 200 }),
      invoice({ id: 'open', status: 'open' }),
      invoice({ id: 'zero', totalPence: 0 }),
      invoice({ id: 'full' }),
    ];
    expect(refundableInvoices(list).map((i) => i.id)).toEqual(['part', 'full']);
  });
});

describe('receipt numbers and VAT', () => {
  it('numbers receipts TRV-YYYY-NNNNNN with the UK year of issue', () => {
    expect(receiptNumber(at('2026-06-01T12:00:00Z'), 123)).toBe('TRV-2026-000123');
    // 23:30 UTC on 31 December is still that year in London (GMT) ...
    expect(receiptNumber(at('2026-12-31T23:30:00Z'), 7)).toBe('TRV-2026-000007');
  });

  it('takes the 20% VAT out of a VAT-inclusive total', () => {
    expect(invoiceVatPence(invoice({ totalPence: 1200 }))).toBe(200);
    expect(invoiceVatPence(invoice({ totalPence: 29_900 }))).toBe(4983);
  });
});
