import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { AUTH_EVENTS, type SignedInEvent } from '../../auth/auth.events';
import { UsersService } from '../../users/users.service';

/** Keeps each account's last login for the admins' user list; a failure here never fails the login. */
@Injectable()
export class LastLoginListener {
  private readonly logger = new Logger(LastLoginListener.name);

  constructor(private readonly users: UsersService) {}

  @OnEvent(AUTH_EVENTS.registered, { promisify: true })
  @OnEvent(AUTH_EVENTS.loggedIn, { promisify: true })
  async signedIn(event: SignedInEvent): Promise<void> {
    try {
      await this.users.recordLogin(event.user.id);
    } catch (error) {
      this.logger.warn(`Could not record the login of ${event.user.id}: ${(error as Error).message}`);
    }
  }
}
