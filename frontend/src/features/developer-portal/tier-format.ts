import { type ApiTier, priceLabel, formatNumber } from '@trivia/contracts';

/** "Free", or the catalogue's own price label: "£9.99 a month, inc. VAT". */
export const tierPrice = (tier: ApiTier): string => (tier.pricePence === 0 ? 'Free' : priceLabel(tier));

/** 20000 → "20,000". */
export const formatCount = (n: number) => formatNumber(n);
