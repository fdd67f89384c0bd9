import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest, OkResponse } from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';
import { showSuccessToast } from '../../../lib/toast';

export function changePassword(request: ChangePasswordRequest): Promise<OkResponse> {
  return apiRequest<OkResponse>('POST', '/api/user/password', request);
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    // The form shows failures itself: a wrong password or code on its field, anything else as a toast.
    meta: { silent: true },
    onSuccess: () => showSuccessToast('Password changed', 'Use your new password next time you log in.'),
  });
}
