import { Button, Stack, Text } from '@mantine/core';
import { notifications, notificationsStore } from '@mantine/notifications';
import { toStructuredError, toastMessage, type ErrorAction, type StructuredError } from '@trivia/contracts';
import type { PointerEvent, ReactNode } from 'react';
import { isDismissSwipe } from './toast-swipe';

type Navigate = (href: string) => void;

const fallbackNavigate: Navigate = (href) => window.location.assign(href);
let navigateTo: Navigate = fallbackNavigate;
let toastCounter = 0;

/** Toasts live outside React; the router registers its navigate so "Log In" actions stay in the app. */
export function registerToastNavigator(navigate: Navigate): () => void {
  navigateTo = navigate;
  return () => {
    navigateTo = fallbackNavigate;
  };
}

export function structuredErrorFor(error: unknown): StructuredError {
  const online = typeof navigator === 'undefined' ? true : navigator.onLine;
  return toStructuredError(error, { online });
}

export interface ErrorToastOptions {
  /** What "Retry" does; without it a retry action is not offered. */
  onRetry?: () => void;
  /** A line the page knows and the catalogue cannot (e.g. when a monthly quota resets), shown under the text. */
  detail?: string;
}

function actionHandler(action: ErrorAction | undefined, options: ErrorToastOptions): (() => void) | undefined {
  if (!action) return undefined;
  if (action.kind === 'navigate') return () => navigateTo(action.href);
  if (action.kind === 'reload') return () => window.location.reload();
  return options.onRetry;
}

function nextId(): string {
  toastCounter += 1;
  return `toast-${toastCounter}`;
}

/** Pointer handlers that dismiss toast `id` on a rightward swipe (touch or mouse drag). */
function swipeHandlers(id: string) {
  let startX: number | null = null;
  return {
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
      startX = event.clientX;
    },
    onPointerUp: (event: PointerEvent<HTMLDivElement>) => {
      if (startX !== null && isDismissSwipe(startX, event.clientX)) notifications.hide(id);
      startX = null;
    },
    onPointerCancel: () => {
      startX = null;
    },
  };
}

type ToastColor = 'red' | 'green' | 'yellow';

/**
 * Only one toast shows at a time (spec section 9), and it is the newest: with Mantine's `limit` alone a new toast
 * would queue behind the one on screen ("Login failed" lingering after a successful login), so it replaces it.
 */
function showToast(title: string, message: ReactNode, color: ToastColor, id = nextId()): void {
  notifications.updateState(notificationsStore, () => [{ id, title, message, color, ...swipeHandlers(id) }]);
}

/** One toast per failure: catalogue title, description plus "Error code: X", and the action as a button. */
export function showErrorToast(error: unknown, options: ErrorToastOptions = {}): StructuredError {
  const structured = structuredErrorFor(error);
  const id = nextId();
  const onAction = actionHandler(structured.action, options);
  const message = (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">{toastMessage(structured)}</Text>
      {options.detail ? <Text size="sm">{options.detail}</Text> : null}
      {structured.action && onAction ? (
        <Button
          size="xs"
          variant="light"
          onClick={() => {
            notifications.hide(id);
            onAction();
          }}
        >
          {structured.action.label}
        </Button>
      ) : null}
    </Stack>
  );
  showToast(structured.title, message, 'red', id);
  return structured;
}

export function showSuccessToast(title: string, message: string): void {
  showToast(title, message, 'green');
}

/** Client-side checks that never reached the server (e.g. "Invalid code"). */
export function showWarningToast(title: string, message: string): void {
  showToast(title, message, 'yellow');
}

/** A failure with its own wording in the spec (e.g. "Logout failed"), not a catalogue entry. */
export function showFailureToast(title: string, message: string): void {
  showToast(title, message, 'red');
}
