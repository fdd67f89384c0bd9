import { Inject, Injectable } from '@nestjs/common';
import { OnEvent, EventEmitter2 } from '@nestjs/event-emitter';
import type { FastifyReply } from 'fastify';
import { AUTH_EVENTS, type SignedInEvent } from '../../auth/auth.events';
import { APP_CONFIG, type AppConfig } from '../../infra/config/config';
import { type GuestClaimedEvent, IDENTITY_EVENTS } from '../identity.events';
import { guestPlayerKey, memberPlayerKey, type Principal } from '../principal';
import { mintGuestCookie } from './guest-cookie';

/** A player of the daily quizzes or the Arena: a member's account, or a guest's anonymous id. */
export interface Player {
  key: string;
  userId: string | null;
}

@Injectable()
export class PlayersService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly events: EventEmitter2,
  ) {}

  /** The player behind a principal; a guest without an id gets one now, kept in a cookie on the reply. */
  playerFor(principal: Principal, reply: FastifyReply): Player {
    if (principal.kind === 'member') return { key: principal.playerKey, userId: principal.userId };
    if (principal.playerKey) return { key: principal.playerKey, userId: null };
    return { key: guestPlayerKey(mintGuestCookie(reply, this.config.secureCookies)), userId: null };
  }

  /** A guest who signs up or logs in brings their progress along; the domains that hold it move it. */
  @OnEvent(AUTH_EVENTS.registered, { promisify: true })
  @OnEvent(AUTH_EVENTS.loggedIn, { promisify: true })
  async claimGuestProgress(event: SignedInEvent): Promise<void> {
    if (event.previous.kind !== 'guest' || !event.previous.playerKey) return;
    const claim: GuestClaimedEvent = {
      guestKey: event.previous.playerKey,
      userKey: memberPlayerKey(event.user.id),
      userId: event.user.id,
    };
    await this.events.emitAsync(IDENTITY_EVENTS.guestClaimed, claim);
  }
}
