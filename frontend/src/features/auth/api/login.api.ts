import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';

export function login(payload: LoginRequest): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('POST', '/api/auth/login', payload);
}

/** The login form and the MFA dialog show failures themselves (on a field, or as the "Login failed" toast). */
export function useLogin() {
  return useMutation({ mutationFn: login, meta: { silent: true } });
}
