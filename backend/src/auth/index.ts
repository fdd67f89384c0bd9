/** The auth domain's public face for other domains: its module, its events, and the password hasher. */
export * from './auth.events';
export { AuthModule } from './auth.module';
export { PasswordHasher } from './password/password-hasher';
