export * from './auth.schemas.js';
export * from './mfa-code.js';
export * from './password-strength.js';
export * from './session-hint.js';
