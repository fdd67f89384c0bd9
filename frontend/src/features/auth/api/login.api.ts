import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';

export function login(payload: LoginRequest): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('POST', '/api/auth/login', payload);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
