import { applyDecorators, createParamDecorator, type ExecutionContext, UseGuards } from '@nestjs/common';
import { AppException } from '../../common/app-exception';
import { type ApiKeyPrincipal, ApiKeyRoute, isApiKey, principalOf } from '../../identity';
import { ApiKeyGuard } from './api-key.guard';

/**
 * Puts a controller (or one route) of the developer API behind API keys: no session or CSRF, a live key in
 * X-API-Key or Authorization: Bearer, publishable keys read-only from their origins, the tier's limits, the
 * RateLimit headers and usage counting. Its module imports DeveloperKeysModule.
 */
export const ApiKeyAuth = () => applyDecorators(ApiKeyRoute(), UseGuards(ApiKeyGuard));

/** The key calling an @ApiKeyAuth route: `{ keyId, keyName, userId, keyKind, allowedOrigins, tier }`. */
export const CurrentApiCaller = createParamDecorator((_: unknown, context: ExecutionContext): ApiKeyPrincipal => {
  const principal = principalOf(context);
  if (!isApiKey(principal)) throw new AppException('API_001', 'This route needs an API key');
  return principal;
});
