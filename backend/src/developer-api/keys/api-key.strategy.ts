import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-custom';
import type { ApiKeyPrincipal } from '../../identity';
import { presentedApiKey } from './api-key-format';
import { ApiKeysService } from './api-keys.service';

/** The X-API-Key (or Bearer) header as a passport strategy: the live key's principal, or no one. */
@Injectable()
export class ApiKeyStrategy extends PassportStrategy(Strategy, 'api-key') {
  constructor(private readonly keys: ApiKeysService) {
    super();
  }

  async validate(request: FastifyRequest): Promise<ApiKeyPrincipal | null> {
    const presented = presentedApiKey(request.headers);
    return presented ? this.keys.authenticate(presented) : null;
  }
}
