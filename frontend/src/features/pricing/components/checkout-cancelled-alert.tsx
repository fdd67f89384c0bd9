import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/** Shown on a pricing page after the buyer left the payment page without paying. */
export function CheckoutCancelledAlert({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  return (
    <Alert color="blue" title="Checkout cancelled" withCloseButton onClose={onClose}>
      Nothing was charged. {children}
    </Alert>
  );
}
