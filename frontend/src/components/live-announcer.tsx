import { VisuallyHidden } from '@mantine/core';

/** Says each change of screen to screen readers (a quiz's phases, for instance) without moving focus. */
export function LiveAnnouncer({ message }: { message: string }) {
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {message}
    </VisuallyHidden>
  );
}
