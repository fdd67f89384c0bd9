import { Controller, Get } from '@nestjs/common';
import type { ArenaLobby } from '@trivia/contracts';
import { Public } from '../../identity';
import { ArenaLobbyService } from './arena-lobby.service';

@Controller('arena')
export class ArenaLobbyController {
  constructor(private readonly lobby: ArenaLobbyService) {}

  /** The lobby as /arena first draws it; the socket event `arena:lobby` keeps it current. */
  @Public()
  @Get('lobby')
  current(): Promise<ArenaLobby> {
    return this.lobby.current();
  }
}
