import type { ErrorToastOptions } from './toast-display';

export type { ErrorToastOptions } from './toast-display';

// Any page may raise a toast, but the code that draws one (and the error catalogue it reads) is not part of the
// first download: it loads once the page has (`preloadToasts`, so an error while offline still finds it here), or
// with the first toast if that comes sooner. Toasts keep the order they were raised in.
const loadDisplay = () => import('./toast-display');
type ToastDisplay = Awaited<ReturnType<typeof loadDisplay>>;

/** Draws a toast once its code is here; if the code cannot load (offline before it did), the console says so. */
function withDisplay(draw: (display: ToastDisplay) => void): void {
  loadDisplay().then(draw, (error: unknown) => console.error('The toast code did not load', error));
}

export function preloadToasts(): void {
  withDisplay(() => undefined);
}

/** One toast per failure: catalogue title, description plus "Error code: X", and the action as a button. */
export function showErrorToast(error: unknown, options?: ErrorToastOptions): void {
  withDisplay((display) => display.showErrorToast(error, options));
}

export function showSuccessToast(title: string, message: string): void {
  withDisplay((display) => display.showSuccessToast(title, message));
}

/** Client-side checks that never reached the server (e.g. "Invalid code"). */
export function showWarningToast(title: string, message: string): void {
  withDisplay((display) => display.showWarningToast(title, message));
}

/** A failure with its own wording in the spec (e.g. "Logout failed"), not a catalogue entry. */
export function showFailureToast(title: string, message: string): void {
  withDisplay((display) => display.showFailureToast(title, message));
}
