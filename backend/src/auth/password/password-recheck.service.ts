import { Inject, Injectable } from '@nestjs/common';
import { AppException } from '../../common/app-exception';
import { assertAllowed } from '../../infra/rate-limit/rate-limit-refusal';
import { RATE_LIMITER, type RateLimiter, type RateLimitPolicy } from '../../infra/rate-limit/rate-limiter';
import type { UserEntity } from '../../users/user.entity';
import { PasswordHasher } from './password-hasher';

/** Wrong passwords per member in 15 minutes before re-checks pause: a stolen session cannot guess the password. */
export const PASSWORD_RECHECKS: RateLimitPolicy = {
  name: 'password-recheck',
  points: 5,
  windowSeconds: 15 * 60,
  scope: 'shared',
};

/**
 * Changing the password, deleting the account and turning off MFA ask for the password again. A wrong one is a
 * mistake in that form's field (400 on the field, not "Login failed"), and wrong ones are rate limited.
 */
@Injectable()
export class PasswordRecheckService {
  constructor(
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    private readonly hasher: PasswordHasher,
  ) {}

  async assert(user: UserEntity, password: string, field: 'password' | 'currentPassword'): Promise<void> {
    assertAllowed(await this.limiter.peek(PASSWORD_RECHECKS, user.id), 'RATE_001', 'Too many wrong passwords');
    if (await this.hasher.verify(user.passwordHash, password)) return;
    await this.limiter.consume(PASSWORD_RECHECKS, user.id);
    const message = field === 'currentPassword' ? 'Current password is incorrect' : 'Password is incorrect';
    throw new AppException('VAL_001', message, [{ path: field, message }]);
  }
}
