import { billableProduct, formatGbp, ukLongDate } from '@trivia/contracts';
import type { MailMessage } from '../../mail/mail.service';
import type { SubscriptionEntity } from '../subscriptions/subscription.entity';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How far ahead of a yearly renewal the reminder goes out. */
export const REMINDER_DAYS_BEFORE = 7;

type ReminderFacts = Pick<
  SubscriptionEntity,
  'planId' | 'status' | 'cancelAtPeriodEnd' | 'currentPeriodEnd' | 'renewalReminderFor'
>;

/**
 * A yearly subscription that will renew (not cancelled at the period end) within the next week and has not yet
 * been reminded of this renewal. Monthly plans get no reminder: the law asks for one before long renewals.
 */
export function isDueForReminder(subscription: ReminderFacts, now: number): boolean {
  const end = subscription.currentPeriodEnd?.getTime();
  if (end === undefined || billableProduct(subscription.planId).interval !== 'year') return false;
  if (subscription.cancelAtPeriodEnd || !['active', 'trialing'].includes(subscription.status)) return false;
  if (end <= now || end > now + REMINDER_DAYS_BEFORE * DAY_MS) return false;
  return subscription.renewalReminderFor?.getTime() !== end;
}

export function renewalReminderMail(
  subscription: Pick<SubscriptionEntity, 'planId' | 'currentPeriodEnd'>,
  user: { email: string; fullName: string },
  publicUrl: string,
): MailMessage {
  const plan = billableProduct(subscription.planId);
  const renewsOn = ukLongDate(subscription.currentPeriodEnd!);
  return {
    to: user.email,
    subject: `Your ${plan.name} subscription renews on ${renewsOn}`,
    text: [
      `Hello ${user.fullName},`,
      '',
      `Your ${plan.name} subscription renews on ${renewsOn}. We will charge ${formatGbp(plan.pricePence)} (VAT included) to the card you pay with.`,
      '',
      'Nothing to do if you want to keep it. To stop it renewing, open Billing & Subscription and choose "Cancel at period end" before that date:',
      `${publicUrl}/billing`,
      '',
      'You keep everything until the end of the period you have paid for.',
    ].join('\n'),
  };
}
