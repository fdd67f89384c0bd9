import { TOAST } from '@trivia/contracts';

export const TOAST_POSITION = 'top-right' as const;
export const TOAST_REGION_CLASS = 'app-toast-region';
const TOAST_REGION_LABEL = `Notifications (${TOAST.hotkey})`;

/** Mantine renders one container per position; F8 focuses the one toasts appear in. */
export function focusToastRegion(): boolean {
  const region = document.querySelector<HTMLElement>(`.${TOAST_REGION_CLASS}[data-position="${TOAST_POSITION}"]`);
  if (!region) return false;
  region.tabIndex = -1;
  region.setAttribute('role', 'region');
  region.setAttribute('aria-label', TOAST_REGION_LABEL);
  region.focus();
  return true;
}

export function isToastHotkey(event: Pick<KeyboardEvent, 'key'>): boolean {
  return event.key === TOAST.hotkey;
}
