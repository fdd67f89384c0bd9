import type { AccountRole, ApiKeyKind, ApiTier } from '@trivia/contracts';
import type { UserEntity } from '../users/user.entity';

/**
 * Who is calling, as every controller and gateway sees it. A member proved who they are with a session cookie
 * (later an organisation membership joins this union); a guest is anyone else, known by the signed guest-player
 * cookie once they have played. An API key is a principal only on the developer API's routes (@ApiKeyAuth): the
 * site's routes never read a key, so a key can never act as its owner there.
 */
export type Principal = MemberPrincipal | GuestPrincipal | ApiKeyPrincipal;

export interface MemberPrincipal {
  kind: 'member';
  /** How the principal was proved: cookie-borne principals need a CSRF token for mutations. */
  via: 'session';
  user: UserEntity;
  userId: string;
  /** Staff or member; the plan (and the SUBSCRIBER/FREE shown to users) comes from EntitlementsService. */
  role: AccountRole;
  /** The key the member's results are stored under, the same on every device. */
  playerKey: string;
  sessionIdHash: string;
  sessionExpiresAt: number;
}

export interface GuestPrincipal {
  kind: 'guest';
  via: 'cookie' | 'none';
  /** The signed guest-player cookie's id; null until the guest first plays. */
  guestId: string | null;
  /** `guest:<id>`, or null for a visitor who has not played yet. */
  playerKey: string | null;
}

/** A developer API key, proved by the X-API-Key (or Bearer) header: no cookie, so no CSRF token either. */
export interface ApiKeyPrincipal {
  kind: 'api-key';
  via: 'api-key';
  keyId: string;
  keyName: string;
  /** The account that owns the key; the key never acts as that member outside the developer API. */
  userId: string;
  keyKind: ApiKeyKind;
  /** Origins a publishable key may be used from (empty for a secret key). */
  allowedOrigins: readonly string[];
  /** The account's API tier, read when the key was checked (at most a second ago). */
  tier: ApiTier;
  /** A key never plays: it has no results of its own and never reaches the site's routes that keep them. */
  playerKey: null;
}

export const memberPlayerKey = (userId: string) => `user:${userId}`;
export const guestPlayerKey = (guestId: string) => `guest:${guestId}`;

export function isMember(principal: Principal | undefined | null): principal is MemberPrincipal {
  return principal?.kind === 'member';
}

export function guestPrincipal(guestId: string | null): GuestPrincipal {
  return guestId
    ? { kind: 'guest', via: 'cookie', guestId, playerKey: guestPlayerKey(guestId) }
    : { kind: 'guest', via: 'none', guestId: null, playerKey: null };
}

export function memberPrincipal(user: UserEntity, session: { idHash: string; expiresAt: number }): MemberPrincipal {
  return {
    kind: 'member',
    via: 'session',
    user,
    userId: user.id,
    role: user.role,
    playerKey: memberPlayerKey(user.id),
    sessionIdHash: session.idHash,
    sessionExpiresAt: session.expiresAt,
  };
}

export function isApiKey(principal: Principal | undefined | null): principal is ApiKeyPrincipal {
  return principal?.kind === 'api-key';
}

/** Where a request or socket keeps its principal once the guard has resolved it. */
export interface WithPrincipal {
  principal?: Principal;
}
