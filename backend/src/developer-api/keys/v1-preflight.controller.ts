import { Controller, HttpCode, Options, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppException } from '../../common/app-exception';
import { ApiKeyRoute } from '../../identity';
import { decidePreflight } from './api-cors';
import { ApiKeysService } from './api-keys.service';

/**
 * Browsers ask before sending X-API-Key from another origin (a CORS preflight, without the key): yes for an origin
 * a live publishable key lists and a read; 403 API_003 otherwise. The request itself is then checked on its key.
 */
@ApiKeyRoute()
@Controller('v1')
export class V1PreflightController {
  constructor(private readonly keys: ApiKeysService) {}

  @Options('*')
  @HttpCode(204)
  async preflight(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    const origin = request.headers.origin;
    const decision = decidePreflight({
      origin,
      requestedMethod: request.headers['access-control-request-method'] as string | undefined,
      originListed: origin ? await this.keys.isListedOrigin(origin) : false,
    });
    void reply.headers(decision.headers);
    if (!decision.allowed) throw new AppException('API_003', decision.reason);
  }
}
