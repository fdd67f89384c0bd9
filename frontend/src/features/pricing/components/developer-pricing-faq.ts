import { API_TIERS, MONEY_BACK_DAYS, VAT_RATE_PERCENT, formatNumber } from '@trivia/contracts';
import type { FaqEntry } from './pricing-faq';

const FREE = API_TIERS['api-free'];
const count = (value: number) => formatNumber(value);

/** What developers ask before choosing a tier, answered with the rules the API and billing apply. */
export const DEVELOPER_PRICING_QUESTIONS: readonly FaqEntry[] = [
  {
    question: 'What counts as a request?',
    answer:
      'Every call to the quiz API (the /v1 endpoints) made with one of your keys counts once, whatever it asks for: ' +
      'questions, categories, one question by id or an answer check. A call refused because a limit was reached ' +
      'does not count. The per-minute limit applies to each key; the daily limit is shared by all the keys on ' +
      'your account.',
  },
  {
    question: 'What happens when I reach a limit?',
    answer:
      'The API answers 429 Too Many Requests with a Retry-After header giving the seconds to wait, and a ' +
      'problem+json body naming your tier, what you have used and where to upgrade. Nothing is charged and ' +
      'nothing is switched off: calls succeed again once the minute has passed or the day has reset. Every ' +
      'response carries RateLimit-Policy and RateLimit headers (and X-RateLimit-*), so your app can slow down ' +
      'before it is refused.',
  },
  {
    question: 'When does the daily limit reset?',
    answer: 'At 00:00 UTC every day, for every tier. The per-minute limit is a rolling minute.',
  },
  {
    question: 'Do I need to pay to use the API?',
    answer:
      `No. Every account gets ${FREE.name}: ${count(FREE.limits.requestsPerMinute)} requests a minute per key, ` +
      `${count(FREE.limits.requestsPerDay)} a day and up to ${FREE.limits.questionsPerCall} questions a call, with ` +
      'every question type, categories and sessions. Create a key on the developer dashboard and start calling.',
  },
  {
    question: 'How quickly does a new tier apply?',
    answer:
      'Straight away: the next request after your payment goes through uses the new limits, on every key you hold. ' +
      'Moving between API Starter and API Pro is done from Billing & Subscription and is pro-rated for the rest ' +
      'of the month.',
  },
  {
    question: 'Is the API tier separate from my site plan?',
    answer:
      'Yes. An API tier is its own subscription beside any site plan (Essentials or a pub plan): each has its own ' +
      'renewal, cancellation and receipts in Billing & Subscription, and cancelling one leaves the other as it is.',
  },
  {
    question: 'How do I cancel, and what about a refund?',
    answer:
      'Cancel any time from Billing & Subscription: your tier keeps working until the end of the month you have ' +
      `paid for, then your keys move to ${FREE.name}. Within ${MONEY_BACK_DAYS} days of your first payment on an ` +
      'API tier you can instead ask for every payment on it back in full; the tier then ends straight away. The ' +
      'guarantee applies once to API tiers and once to site plans.',
  },
  {
    question: 'Do the prices include VAT, and why do I give up the 14-day cancellation right?',
    answer:
      `Every price is in pounds sterling and includes UK VAT at ${VAT_RATE_PERCENT}%; receipts show the VAT. Your ` +
      'tier starts the moment you pay, and under the Consumer Contracts Regulations 2013 the 14-day right to ' +
      'cancel digital content ends once it starts at your request, so we ask you to confirm that at checkout. ' +
      `The ${MONEY_BACK_DAYS}-day money-back guarantee still applies.`,
  },
];
