import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileRequest, User } from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';
import { showSuccessToast } from '../../../lib/toast';
import { setCurrentUser } from '../../auth';

export function updateProfile(request: UpdateProfileRequest): Promise<User> {
  return apiRequest<User>('PATCH', '/api/user/profile', request);
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // The form shows failures itself: a wrong password or code on its field, anything else as a toast.
    meta: { silent: true },
    onSuccess: (user) => {
      setCurrentUser(client, user);
      showSuccessToast('Profile saved', 'Your details have been updated.');
    },
  });
}
