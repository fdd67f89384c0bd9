import { receiptLines, renderReceiptPdf, type ReceiptData } from './receipt-pdf';

const receipt: ReceiptData = {
  number: 'TRV-2026-000042',
  issuedAt: new Date('2026-03-01T10:00:00Z'),
  paidAt: new Date('2026-03-01T10:00:05Z'),
  status: 'paid',
  customer: { name: 'Pat Premium', email: 'pat@example.com' },
  description: 'Pub Premium',
  periodStart: new Date('2026-03-01T10:00:00Z'),
  periodEnd: new Date('2026-04-01T10:00:00Z'),
  totalPence: 2500,
  vatPence: 417,
  refundedPence: 0,
};

describe('receipt', () => {
  it('lists the number, date, line with its period, VAT included and total', () => {
    const { heading, rows } = receiptLines(receipt);
    expect(heading).toBe('Receipt TRV-2026-000042');
    expect(rows).toEqual([
      ['Receipt number', 'TRV-2026-000042'],
      ['Date', '1 March 2026'],
      ['Status', 'Paid'],
      ['Paid on', '1 March 2026'],
      ['Pub Premium (1 March 2026 to 1 April 2026)', '£25'],
      ['VAT at 20% (included)', '£4.17'],
      ['Total', '£25'],
    ]);
  });

  it('shows a refund and what was paid net', () => {
    const { rows } = receiptLines({ ...receipt, status: 'refunded', refundedPence: 2500 });
    expect(rows).toContainEqual(['Status', 'Refunded']);
    expect(rows.slice(-2)).toEqual([
      ['Refunded', '-£25'],
      ['Net paid', '£0'],
    ]);
  });

  it('renders a PDF with the bundled font', async () => {
    const pdf = await renderReceiptPdf(receipt);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('DejaVuSans');
  });
});

describe('receipt PDF bytes', () => {
  it('are the same for the same receipt, dated by its issue rather than the clock', async () => {
    const first = await renderReceiptPdf(receipt);
    expect((await renderReceiptPdf(receipt)).equals(first)).toBe(true);
    expect(first.toString('latin1')).toContain('(D:20260301100000Z)');
  });
});
