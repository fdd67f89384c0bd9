import { Module } from '@nestjs/common';
import { PlayersService } from './players/players.service';

/** Who is calling (the principal) and who is playing (members and guests, their names and progress). */
@Module({
  providers: [PlayersService],
  exports: [PlayersService],
})
export class IdentityModule {}
