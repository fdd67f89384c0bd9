// The developer API's pricing page (/pricing/developers): a page chunk of its own, apart from the site's plans
// (index.ts), so /pricing loads neither the tier comparison nor the billing overview it reads.
export { DeveloperPricingPage } from './components/developer-pricing-page';
