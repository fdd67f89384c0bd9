import { isDueForReminder, renewalReminderMail } from './renewal-reminder';

const NOW = Date.parse('2026-03-10T09:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

const yearly = (overrides: Partial<Parameters<typeof isDueForReminder>[0]> = {}) => ({
  planId: 'pub-premium-yearly' as const,
  status: 'active' as const,
  cancelAtPeriodEnd: false,
  currentPeriodEnd: new Date(NOW + 5 * DAY),
  renewalReminderFor: null,
  ...overrides,
});

describe('isDueForReminder', () => {
  it('picks a yearly subscription renewing within 7 days', () => {
    expect(isDueForReminder(yearly(), NOW)).toBe(true);
    expect(isDueForReminder(yearly({ currentPeriodEnd: new Date(NOW + 7 * DAY) }), NOW)).toBe(true);
  });

  it('skips renewals further off or already past', () => {
    expect(isDueForReminder(yearly({ currentPeriodEnd: new Date(NOW + 7 * DAY + 1) }), NOW)).toBe(false);
    expect(isDueForReminder(yearly({ currentPeriodEnd: new Date(NOW - 1) }), NOW)).toBe(false);
    expect(isDueForReminder(yearly({ currentPeriodEnd: null }), NOW)).toBe(false);
  });

  it('skips monthly plans, cancelled-at-period-end and subscriptions that will not renew', () => {
    expect(isDueForReminder(yearly({ planId: 'pub-premium' }), NOW)).toBe(false);
    expect(isDueForReminder(yearly({ cancelAtPeriodEnd: true }), NOW)).toBe(false);
    expect(isDueForReminder(yearly({ status: 'past_due' }), NOW)).toBe(false);
    expect(isDueForReminder(yearly({ status: 'canceled' }), NOW)).toBe(false);
  });

  it('reminds once per period: the same period end again is skipped, the next one is not', () => {
    const end = new Date(NOW + 5 * DAY);
    expect(isDueForReminder(yearly({ currentPeriodEnd: end, renewalReminderFor: new Date(end) }), NOW)).toBe(false);
    const lastYear = new Date(end.getTime() - 365 * DAY);
    expect(isDueForReminder(yearly({ currentPeriodEnd: end, renewalReminderFor: lastYear }), NOW)).toBe(true);
  });
});

describe('renewalReminderMail', () => {
  it('says when, how much (VAT included) and how to cancel', () => {
    const mail = renewalReminderMail(
      { planId: 'pub-premium-yearly', currentPeriodEnd: new Date('2026-03-15T10:00:00Z') },
      { email: 'pat@example.com', fullName: 'Pat' },
      'https://trivia.example',
    );
    expect(mail.to).toBe('pat@example.com');
    expect(mail.subject).toBe('Your Pub Premium (yearly) subscription renews on 15 March 2026');
    expect(mail.text).toContain('£299 (VAT included)');
    expect(mail.text).toContain('https://trivia.example/billing');
    expect(mail.text).toContain('Cancel at period end');
  });
});
