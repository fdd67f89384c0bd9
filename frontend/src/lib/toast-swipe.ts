import { TOAST } from '@trivia/contracts';

/** Spec section 9: a toast swiped right by at least 50 px is dismissed; left or shorter swipes are not. */
export function isDismissSwipe(startX: number, endX: number): boolean {
  return endX - startX >= TOAST.swipeThresholdPx;
}
