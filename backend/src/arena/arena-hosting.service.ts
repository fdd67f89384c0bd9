import { Injectable } from '@nestjs/common';
import type { ArenaRoomResponse, CreateArenaRoomRequest } from '@trivia/contracts';
import { AppException } from '../common/app-exception';
import { FeatureFlagsService } from '../feature-flags/feature-flags.service';
import type { UserEntity } from '../users/user.entity';
import { ArenaRoomsService } from './arena-rooms.service';

/** Hosting needs the arena_multiplayer flag, as the Arena screens do (spec section 6). */
@Injectable()
export class ArenaHostingService {
  constructor(
    private readonly flags: FeatureFlagsService,
    private readonly rooms: ArenaRoomsService,
  ) {}

  async createRoom(user: UserEntity, settings: Required<CreateArenaRoomRequest>): Promise<ArenaRoomResponse> {
    if (!(await this.flags.isEnabled('arena_multiplayer', user)))
      throw new AppException('AUTH_010', 'The Arena is not open to your account yet');
    return this.rooms.create(`user:${user.id}`, settings);
  }
}
