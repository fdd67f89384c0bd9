export { PricingPage } from './components/pricing-page';
export { PRICING_PAGES, type PricingPageId } from './pricing-pages';
