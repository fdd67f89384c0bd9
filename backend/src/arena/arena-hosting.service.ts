import { Inject, Injectable } from '@nestjs/common';
import type { ArenaRoomResponse, CreateArenaRoomRequest } from '@trivia/contracts';
import { AppException } from '../common/app-exception';
import { FeatureFlagsService } from '../feature-flags/feature-flags.service';
import { assertAllowed } from '../infra/rate-limit/rate-limit-refusal';
import { RATE_LIMITER, type RateLimiter } from '../infra/rate-limit/rate-limiter';
import type { UserEntity } from '../users/user.entity';
import { ROOMS_OPENED } from './arena-limits';
import { ArenaRoomsService } from './arena-rooms.service';

/** Hosting needs the arena_multiplayer flag, as the Arena screens do (spec section 6). */
@Injectable()
export class ArenaHostingService {
  constructor(
    private readonly flags: FeatureFlagsService,
    private readonly rooms: ArenaRoomsService,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
  ) {}

  async createRoom(user: UserEntity, settings: Required<CreateArenaRoomRequest>): Promise<ArenaRoomResponse> {
    if (!(await this.flags.isEnabled('arena_multiplayer', user)))
      throw new AppException('AUTH_010', 'The Arena is not open to your account yet');
    assertAllowed(await this.limiter.consume(ROOMS_OPENED, user.id), 'RATE_001', 'Too many rooms opened');
    return this.rooms.create(`user:${user.id}`, settings);
  }
}
