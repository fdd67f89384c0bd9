export { TestCheckoutPage } from './components/test-checkout-page';
