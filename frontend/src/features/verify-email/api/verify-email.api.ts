import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';
import { CURRENT_USER_KEY, setCurrentUser } from '../../auth';

export function verifyEmail(token: string): Promise<User> {
  return apiRequest<User>('POST', '/api/auth/verify-email', { token });
}

/** The page shows the outcome itself, so failures raise no toast. */
export function useVerifyEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    meta: { silent: true },
    onSuccess: (user) => {
      // Only refresh the cached user when the link belongs to the account logged in here.
      const current = client.getQueryData<User | null>(CURRENT_USER_KEY);
      if (current?.id === user.id) setCurrentUser(client, user);
    },
  });
}
