/** The identity domain's public face: who is calling (the principal), the access decorators, and players. */
export * from './principal';
export * from './access.decorators';
export * from './current-principal.decorator';
export * from './identity.events';
export * from './identity.module';
export { type Player, PlayersService } from './players/players.service';
export { displayName } from './players/display-name';
export { guestCookieForHandshake, guestIdFromSigned, PLAYER_COOKIE } from './players/guest-cookie';
