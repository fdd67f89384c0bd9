import { Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import type { V1Session } from '@trivia/contracts';
import { ApiKeyAuth, type ApiKeyPrincipal, CurrentApiCaller } from '../keys';
import { V1SessionIdPipe } from './v1-pipes';
import { V1SessionsService } from './v1-sessions.service';

/** Sessions that never repeat a question, each the key's own: another key's session is a 404. */
@ApiKeyAuth()
@Controller('v1/sessions')
export class V1SessionsController {
  constructor(private readonly sessions: V1SessionsService) {}

  @Post()
  @HttpCode(201)
  create(@CurrentApiCaller() caller: ApiKeyPrincipal): Promise<V1Session> {
    return this.sessions.create(caller.keyId);
  }

  @Get(':id')
  get(@Param('id', V1SessionIdPipe) id: string, @CurrentApiCaller() caller: ApiKeyPrincipal): Promise<V1Session> {
    return this.sessions.get(id, caller.keyId);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@Param('id', V1SessionIdPipe) id: string, @CurrentApiCaller() caller: ApiKeyPrincipal): Promise<void> {
    return this.sessions.remove(id, caller.keyId);
  }
}
