import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest, User } from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';

export function register(payload: RegisterRequest): Promise<User> {
  return apiRequest<User>('POST', '/api/auth/register', payload);
}

/** The form shows failures itself: on a field, or as a toast ("Email already registered" with Log In). */
export function useRegister() {
  return useMutation({ mutationFn: register, meta: { silent: true } });
}
