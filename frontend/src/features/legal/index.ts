export { AboutPage } from './components/about-page';
export { ContactPage } from './components/contact-page';
export { CookiePolicyPage } from './components/cookie-policy-page';
export { PrivacyPolicyPage } from './components/privacy-policy-page';
export { TermsOfServicePage } from './components/terms-of-service-page';
