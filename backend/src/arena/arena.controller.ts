import { Body, Controller, Post } from '@nestjs/common';
import { type ArenaRoomResponse, createArenaRoomRequestSchema } from '@trivia/contracts';
import type { z } from 'zod';
import { CurrentUser } from '../common/auth.decorators';
import { validate } from '../common/zod-validation.pipe';
import type { UserEntity } from '../users/user.entity';
import { ArenaHostingService } from './arena-hosting.service';

@Controller('arena')
export class ArenaController {
  constructor(private readonly hosting: ArenaHostingService) {}

  @Post('rooms')
  create(
    @CurrentUser() user: UserEntity,
    @Body(validate(createArenaRoomRequestSchema)) body: z.output<typeof createArenaRoomRequestSchema>,
  ): Promise<ArenaRoomResponse> {
    return this.hosting.createRoom(user, body);
  }
}
