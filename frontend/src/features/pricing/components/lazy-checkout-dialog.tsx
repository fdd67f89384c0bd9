import { Suspense, useState } from 'react';
import { lazyNamed } from '../../../lib/lazy-named';
import type { CheckoutDialogProps } from './checkout-dialog';

const loadCheckoutDialog = () => import('./checkout-dialog');
const CheckoutDialog = lazyNamed(loadCheckoutDialog, 'CheckoutDialog');

/**
 * Starts loading the checkout dialog's code as a member reaches for the plans (the module loads once). A preload that
 * fails is no error of its own: the dialog's load, when a plan is chosen, tries again and reports it.
 */
export function preloadCheckoutDialog(): void {
  loadCheckoutDialog().catch(() => undefined);
}

/**
 * The checkout dialog, its code (Mantine's modal, the consent form, the checkout schema and zod) loaded with the first
 * plan chosen rather than with the pricing pages, which most visitors read without buying. Once mounted it stays, so
 * it closes with its transition.
 */
export function LazyCheckoutDialog(props: CheckoutDialogProps) {
  const [mounted, setMounted] = useState(props.planId !== null);
  if (props.planId !== null && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <CheckoutDialog {...props} />
    </Suspense>
  );
}
