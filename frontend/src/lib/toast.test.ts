import { notificationsStore } from '@mantine/notifications';
import { showErrorToast, showFailureToast, showSuccessToast, showWarningToast } from './toast';
import { ApiError } from './api-client';

const shown = () => notificationsStore.getState().notifications.map((toast) => toast.title);

/** Until the toast code has loaded (a dynamic import) and drawn what was asked for. */
const drawn = () => import('./toast-display').then(() => new Promise((resolve) => setTimeout(resolve, 0)));

// The facade every page uses: it loads the toast code when first needed, and keeps toasts in the order raised.
describe('toasts raised before their code has loaded', () => {
  beforeEach(() =>
    notificationsStore.setState({ ...notificationsStore.getState(), notifications: [], queue: [], limit: 1 }),
  );

  it('draws an error toast from the catalogue once the code is there', async () => {
    showErrorToast(new ApiError(401, 'Unauthorized', JSON.stringify({ code: 'AUTH_001', message: 'Invalid' })));
    await drawn();
    expect(shown()).toEqual(['Login failed']);
  });

  it('keeps the order toasts were raised in: the last one stays on screen', async () => {
    showErrorToast(new ApiError(401, 'Unauthorized', JSON.stringify({ code: 'AUTH_001', message: 'Invalid' })));
    showWarningToast('Invalid code', 'Please enter a valid 6-digit code.');
    showFailureToast('Logout failed', 'There was a problem logging out. Please try again.');
    showSuccessToast('Welcome back!', 'You have successfully logged in.');
    await drawn();
    expect(shown()).toEqual(['Welcome back!']);
  });
});
