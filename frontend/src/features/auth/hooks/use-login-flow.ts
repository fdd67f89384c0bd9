import { requiresMfa, type LoginRequest } from '@trivia/contracts';
import { useState } from 'react';
import { showErrorToast } from '../../../lib/toast';
import { useLogin } from '../api/login.api';
import { useAuthSuccess } from './use-auth-success';

/**
 * Login with the MFA step: an answer of `requiresMfa` keeps the credentials and opens the dialog
 * (no error toast); the dialog then re-posts them with the code (spec section 4).
 */
export function useLoginFlow(onAuthenticated: () => void, home?: string) {
  const loginMutation = useLogin();
  const onSuccess = useAuthSuccess(home);
  const [pending, setPending] = useState<LoginRequest | null>(null);

  const submit = (request: LoginRequest) =>
    loginMutation.mutateAsync(request, {
      onSuccess: (response) => {
        if (requiresMfa(response)) return setPending(request);
        setPending(null);
        onAuthenticated();
        onSuccess(response, { title: 'Welcome back!', message: 'You have successfully logged in.' });
      },
    });

  return {
    submitting: loginMutation.isPending,
    mfaOpen: pending !== null,
    /** Rejects when the login fails, for the form to show the failure on its fields or as a toast. */
    login: (credentials: LoginRequest): Promise<unknown> => submit(credentials),
    submitMfa: (mfaCode: string, useBackupCode: boolean) => {
      if (pending)
        submit({ email: pending.email, password: pending.password, mfaCode, useBackupCode }).catch(showErrorToast);
    },
    cancelMfa: () => setPending(null),
  };
}
