/**
 * The developer API keys' public face for the /v1 modules: import DeveloperKeysModule, put @ApiKeyAuth() on the
 * controller, and read the caller with @CurrentApiCaller().
 */
export { DeveloperKeysModule } from './keys.module';
export { ApiKeyAuth, CurrentApiCaller } from './api-key-auth.decorator';
export { ApiKeysService } from './api-keys.service';
export { ApiTierService } from '../tiers/api-tier.service';
export type { ApiKeyPrincipal } from '../../identity';
