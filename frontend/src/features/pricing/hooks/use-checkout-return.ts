import { useSearchParams } from 'react-router-dom';

/**
 * What a pricing page reads from its address on the way back to it: the offer named in `?plan=` (after signing up
 * with one chosen) and `?checkout=cancelled` (after leaving the payment page), and how to clear them.
 */
export function useCheckoutReturn() {
  const [params, setParams] = useSearchParams();
  const clear = () => setParams({}, { replace: true });
  return {
    requested: params.get('plan'),
    cancelled: params.get('checkout') === 'cancelled',
    dismissCancelled: clear,
    /** Once the checkout dialog closes, the `?plan=` link has done its work: it must not open the dialog again. */
    forgetRequested: () => {
      if (params.has('plan')) clear();
    },
  };
}
