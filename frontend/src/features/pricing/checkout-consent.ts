import { MONEY_BACK_DAYS } from '@trivia/contracts';

/**
 * The UK digital-content waiver (Consumer Contracts Regulations 2013, reg. 37): access can start within the
 * 14-day cancellation period only if the customer asks for it and acknowledges losing that right.
 */
export const CONSENT_LABEL =
  'I want my plan to start straight away. I understand that once access starts I lose my 14-day right to cancel ' +
  '(Consumer Contracts Regulations 2013, regulation 37).';

export const MONEY_BACK_NOTE = `Our ${MONEY_BACK_DAYS}-day money-back guarantee still applies: ask for a full refund from Billing & Subscription within ${MONEY_BACK_DAYS} days of your first payment.`;
