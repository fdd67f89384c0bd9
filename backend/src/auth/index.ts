/**
 * The auth domain's public face for other domains: its module, its events, the password hasher, and the resolver
 * that re-reads a member (the admin monitor re-checks the role on every event).
 */
export * from './auth.events';
export { AuthModule } from './auth.module';
export { PasswordHasher } from './password/password-hasher';
export { PrincipalResolver } from './principal/principal-resolver.service';
