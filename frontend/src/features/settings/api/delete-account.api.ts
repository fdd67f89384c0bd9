import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountRequest, OkResponse } from '@trivia/contracts';
import { useNavigate } from 'react-router-dom';
import { apiRequest } from '../../../lib/api-client';
import { showSuccessToast } from '../../../lib/toast';
import { signOutLocally } from '../../auth';

export function deleteAccount(request: DeleteAccountRequest): Promise<OkResponse> {
  return apiRequest<OkResponse>('DELETE', '/api/user/account', request);
}

/** After deletion the session is gone: forget the user like a logout and go home. */
export function useDeleteAccount() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: deleteAccount,
    // The form shows failures itself: a wrong password or code on its field, anything else as a toast.
    meta: { silent: true },
    onSuccess: () => {
      showSuccessToast('Account deleted', 'Your account and its data have been removed.');
      return signOutLocally(client, navigate);
    },
  });
}
