export { VerifyEmailPage } from './components/verify-email-page';
export { ResendVerificationButton } from './components/resend-verification-button';
