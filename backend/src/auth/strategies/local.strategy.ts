import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-local';
import type { UserEntity } from '../../users/user.entity';
import { LoginThrottleService } from '../throttle/login-throttle.service';

/**
 * E-mail and password through passport-local. The throttle decides whether this source may try at all, checks
 * the password in constant time for unknown e-mails, and counts a failure; the second factor comes after.
 */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(private readonly throttle: LoginThrottleService) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true, session: false });
  }

  validate(request: FastifyRequest, email: string, password: string): Promise<UserEntity> {
    return this.throttle.checkPassword(email, password, request);
  }
}
