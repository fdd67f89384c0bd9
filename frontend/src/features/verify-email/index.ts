export { VerifyEmailPage } from './components/verify-email-page';
export { EmailVerificationStatus } from './components/email-verification-status';
export { ResendVerificationButton } from './components/resend-verification-button';
