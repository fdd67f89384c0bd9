import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { AUTH_EVENTS, type SignedInEvent } from '../auth/auth.events';
import { AnalyticsService } from './analytics.service';

/** Sign-ups and logins as analytics events: the auth domain publishes, analytics records. */
@Injectable()
export class AuthAnalyticsListener {
  constructor(private readonly analytics: AnalyticsService) {}

  @OnEvent(AUTH_EVENTS.registered, { promisify: true })
  async registered(event: SignedInEvent): Promise<void> {
    await this.analytics.record('sign_up', event.user.id, { business: event.business === true });
    // A new account holds no API tier yet: it signs up on API Free.
    if (event.source === 'developer-portal') {
      await this.analytics.record('developer_signup', event.user.id, { tier: 'api-free' });
    }
  }

  @OnEvent(AUTH_EVENTS.loggedIn, { promisify: true })
  loggedIn(event: SignedInEvent): Promise<void> {
    return this.analytics.record('login', event.user.id, { mfa: event.mfa === true });
  }
}
