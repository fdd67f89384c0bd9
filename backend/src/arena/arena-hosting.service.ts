import { Inject, Injectable } from '@nestjs/common';
import {
  ARENA_DEFAULT_MAX_PLAYERS,
  type ArenaRoomResponse,
  type createArenaRoomRequestSchema,
} from '@trivia/contracts';
import type { z } from 'zod';
import { AppException } from '../common/app-exception';
import { EntitlementsService } from '../entitlements/entitlements.service';
import { FeatureFlagsService } from '../feature-flags/feature-flags.service';
import type { MemberPrincipal } from '../identity';
import { assertAllowed } from '../infra/rate-limit/rate-limit-refusal';
import { RATE_LIMITER, type RateLimitPolicy, type RateLimiter } from '../infra/rate-limit/rate-limiter';
import { ROOMS_OPENED } from './arena-limits';
import { ArenaRoomsService } from './arena-rooms.service';

export type HostRequest = z.output<typeof createArenaRoomRequestSchema>;

/**
 * Every member may host a private room, as large as their plan allows; the arena_multiplayer flag stays a kill
 * switch for hosting, as it is for the Arena screens (spec section 6).
 */
@Injectable()
export class ArenaHostingService {
  constructor(
    private readonly flags: FeatureFlagsService,
    private readonly entitlements: EntitlementsService,
    private readonly rooms: ArenaRoomsService,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @Inject(ROOMS_OPENED) private readonly roomsOpened: RateLimitPolicy,
  ) {}

  async createRoom(member: MemberPrincipal, request: HostRequest): Promise<ArenaRoomResponse> {
    if (!(await this.flags.isEnabled('arena_multiplayer', member)))
      throw new AppException('AUTH_010', 'The Arena is not open to your account yet');
    const plan = await this.entitlements.for(member);
    const maxPlayers = request.maxPlayers ?? Math.min(ARENA_DEFAULT_MAX_PLAYERS, plan.arenaRoomPlayers);
    plan.requireRoomFor(maxPlayers);
    assertAllowed(await this.limiter.consume(this.roomsOpened, member.userId), 'RATE_001', 'Too many rooms opened');
    return this.rooms.create(`user:${member.userId}`, { ...request, maxPlayers });
  }
}
