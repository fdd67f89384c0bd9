import { formatNumber } from '../text/number-format.js';
/** UK VAT, included in every price we show and charge (a consumer sees the price they pay). */
export const VAT_RATE_PERCENT = 20;

/** "£12", "£9.99", "£299", "£0": whole pounds without pence, otherwise two decimals. */
export function formatGbp(pence: number): string {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(pence);
  const pounds = Math.floor(abs / 100);
  const rest = abs % 100;
  const whole = formatNumber(pounds);
  return rest === 0 ? `${sign}£${whole}` : `${sign}£${whole}.${String(rest).padStart(2, '0')}`;
}

/** The VAT inside a VAT-inclusive amount, rounded to the penny (HMRC allows rounding per line). */
export function vatIncluded(grossPence: number, ratePercent = VAT_RATE_PERCENT): number {
  return Math.round((grossPence * ratePercent) / (100 + ratePercent));
}
