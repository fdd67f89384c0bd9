import { useQueryClient } from '@tanstack/react-query';
import { LOGIN_REDIRECT_DELAY_MS, type User } from '@trivia/contracts';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { reconnectSocket } from '../../../lib/socket-connection';
import { showSuccessToast } from '../../../lib/toast';
import { afterAuthPath } from '../after-auth-path';
import { setCurrentUser } from '../api/current-user.api';

export interface SuccessToast {
  title: string;
  message: string;
}

/**
 * Login and register both store the user, greet them, then go to /dashboard (or the page `?next=` names) after a
 * short delay (spec section 4).
 */
export function useAuthSuccess(home?: string) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    (user: User, toast: SuccessToast) => {
      setCurrentUser(client, user);
      reconnectSocket();
      showSuccessToast(toast.title, toast.message);
      const target = afterAuthPath(search, home);
      window.setTimeout(() => void navigate(target, { replace: true }), LOGIN_REDIRECT_DELAY_MS);
    },
    [client, navigate, search, home],
  );
}
