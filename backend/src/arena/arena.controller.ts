import { Body, Controller, Post } from '@nestjs/common';
import { type ArenaRoomResponse, createArenaRoomRequestSchema } from '@trivia/contracts';
import type { z } from 'zod';
import { validate } from '../common/zod-validation.pipe';
import { CurrentPrincipal, type MemberPrincipal } from '../identity';
import { ArenaHostingService } from './arena-hosting.service';

@Controller('arena')
export class ArenaController {
  constructor(private readonly hosting: ArenaHostingService) {}

  @Post('rooms')
  create(
    @CurrentPrincipal('member') member: MemberPrincipal,
    @Body(validate(createArenaRoomRequestSchema)) body: z.output<typeof createArenaRoomRequestSchema>,
  ): Promise<ArenaRoomResponse> {
    return this.hosting.createRoom(member, body);
  }
}
