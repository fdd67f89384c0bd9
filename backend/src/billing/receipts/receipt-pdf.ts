import { formatGbp, VAT_RATE_PERCENT, ukLongDate } from '@trivia/contracts';
import { BOLD, finishPdf, openPdf, REGULAR } from '../../infra/documents';

/** Who sells: the company the footer names. No VAT number is printed until one is issued. */
export const SELLER = {
  name: 'Trivia Platform Ltd',
  lines: ['Registered in England and Wales', 'hello@trivia.example'],
};

export interface ReceiptData {
  number: string;
  issuedAt: Date;
  paidAt: Date | null;
  status: 'paid' | 'open' | 'void' | 'refunded' | 'failed';
  customer: { name: string; email: string };
  description: string;
  periodStart: Date | null;
  periodEnd: Date | null;
  totalPence: number;
  vatPence: number;
  refundedPence: number;
}

const STATUS_NOTES: Record<ReceiptData['status'], string> = {
  paid: 'Paid',
  refunded: 'Refunded',
  open: 'Not paid yet',
  void: 'Void: nothing is owed',
  failed: 'Payment failed',
};

/** What the receipt says, line by line: kept apart from the drawing so it can be checked as text. */
export function receiptLines(data: ReceiptData): { heading: string; rows: [string, string][] } {
  const rows: [string, string][] = [
    ['Receipt number', data.number],
    ['Date', ukLongDate(data.issuedAt)],
    ['Status', STATUS_NOTES[data.status]],
  ];
  if (data.paidAt) rows.push(['Paid on', ukLongDate(data.paidAt)]);
  const period =
    data.periodStart && data.periodEnd ? ` (${ukLongDate(data.periodStart)} to ${ukLongDate(data.periodEnd)})` : '';
  rows.push([`${data.description}${period}`, formatGbp(data.totalPence)]);
  rows.push([`VAT at ${VAT_RATE_PERCENT}% (included)`, formatGbp(data.vatPence)]);
  rows.push(['Total', formatGbp(data.totalPence)]);
  if (data.refundedPence > 0) {
    rows.push(['Refunded', `-${formatGbp(data.refundedPence)}`]);
    rows.push(['Net paid', formatGbp(Math.max(0, data.totalPence - data.refundedPence))]);
  }
  return { heading: `Receipt ${data.number}`, rows };
}

/** An A4 receipt: seller, customer, the line with VAT included, total and any refund; dated by its issue. */
export function renderReceiptPdf(data: ReceiptData): Promise<Buffer> {
  const { doc, done } = openPdf({
    title: `Receipt ${data.number}`,
    subject: 'Receipt',
    author: SELLER.name,
    date: data.issuedAt,
    margin: 56,
  });
  const { heading, rows } = receiptLines(data);
  doc.font(BOLD).fontSize(20).text(heading);
  doc.moveDown();
  doc.font(BOLD).fontSize(11).text(SELLER.name);
  doc.font(REGULAR).text(SELLER.lines.join('\n'));
  doc.moveDown();
  doc.font(BOLD).text('Billed to');
  doc.font(REGULAR).text(`${data.customer.name}\n${data.customer.email}`);
  doc.moveDown(1.5);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  for (const [label, value] of rows) {
    const strong = label === 'Total' || label === 'Net paid';
    const y = doc.y;
    doc.font(strong ? BOLD : REGULAR).text(label, left, y, { width: width - 120 });
    const after = doc.y;
    doc.text(value, left + width - 110, y, { width: 110, align: 'right' });
    doc.y = Math.max(after, doc.y) + 6;
  }
  doc.moveDown(2);
  doc
    .font(REGULAR)
    .fontSize(9)
    .text(
      'Prices include UK VAT. Your 30-day money-back guarantee and how to cancel are on your Billing & Subscription page.',
      left,
      doc.y,
      { width },
    );
  return finishPdf(doc, done);
}
