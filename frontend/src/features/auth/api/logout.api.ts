import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OkResponse } from '@trivia/contracts';
import { useNavigate } from 'react-router-dom';
import { apiRequest } from '../../../lib/api-client';
import { showFailureToast } from '../../../lib/toast';
import { signOutLocally } from './sign-out-locally';

export function logout(): Promise<OkResponse> {
  return apiRequest<OkResponse>('POST', '/api/auth/logout');
}

/** A failed logout keeps the user logged in and gets its own toast (spec section 8). */
export function useLogout() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    meta: { silent: true },
    onSuccess: () => signOutLocally(client, navigate),
    onError: (error) => {
      console.error('Logout failed', error);
      showFailureToast('Logout failed', 'There was a problem logging out. Please try again.');
    },
  });
}
