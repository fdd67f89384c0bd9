import { applyDecorators, SetMetadata } from '@nestjs/common';
import type { AccountRole } from '@trivia/contracts';

export const IS_PUBLIC = 'access:isPublic';
export const ROLES = 'access:roles';

/** Routes and socket events need a logged-in member unless marked public. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** Only members with one of these roles may call the route or send the event. */
export const Roles = (...roles: AccountRole[]) => SetMetadata(ROLES, roles);

export const CSRF_EXEMPT = 'access:csrfExempt';

/**
 * For a caller that proves itself without a cookie — a signature over the body (a payment provider's webhook) or an
 * API key in a header: a forged cross-site request cannot carry either, so a CSRF token means nothing to it. Only on
 * routes that check that proof themselves.
 */
export const CsrfExempt = () => SetMetadata(CSRF_EXEMPT, true);

export const API_KEY_AUTH = 'access:apiKeyAuth';

/**
 * Marks a developer API route: its caller is an API key, never a cookie. The site's guards then leave it alone
 * (no session is read; CSRF-exempt, as a cookie cannot ride along on it). Set by the developer API's
 * @ApiKeyAuth(), which also adds the guard that checks the key.
 */
export const ApiKeyRoute = () => applyDecorators(SetMetadata(API_KEY_AUTH, true), CsrfExempt());
