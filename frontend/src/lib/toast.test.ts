import { notificationsStore } from '@mantine/notifications';
import { showErrorToast, showFailureToast, showSuccessToast, showWarningToast } from './toast';
import { ApiError } from './api-client';

/** The toasts Mantine would render now, and those waiting behind them, by title. */
const shown = () => notificationsStore.getState().notifications.map((toast) => toast.title);
const queued = () => notificationsStore.getState().queue.map((toast) => toast.title);

describe('toasts', () => {
  // The app renders <Notifications limit={1}>, which writes the limit into the store.
  beforeEach(() =>
    notificationsStore.setState({ ...notificationsStore.getState(), notifications: [], queue: [], limit: 1 }),
  );

  it('shows the newest toast at once, replacing the one on screen (a failed then a successful login)', () => {
    showErrorToast(new ApiError(401, 'Unauthorized', JSON.stringify({ code: 'AUTH_001', message: 'Invalid' })));
    expect(shown()).toEqual(['Login failed']);
    showSuccessToast('Welcome back!', 'You have successfully logged in.');
    expect(shown()).toEqual(['Welcome back!']);
    expect(queued()).toEqual([]);
  });

  it('keeps only one toast, whatever the kinds in a row', () => {
    showSuccessToast('Profile saved', 'Your details have been updated.');
    showWarningToast('Invalid code', 'Please enter a valid 6-digit code.');
    showFailureToast('Logout failed', 'There was a problem logging out. Please try again.');
    expect(shown()).toEqual(['Logout failed']);
    expect(queued()).toEqual([]);
  });
});
