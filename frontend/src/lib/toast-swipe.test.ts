import { isDismissSwipe } from './toast-swipe';

describe('isDismissSwipe', () => {
  it.each([
    [100, 149, false],
    [100, 150, true],
    [100, 400, true],
    [100, 100, false],
    [200, 100, false],
  ])('from x=%i to x=%i dismisses: %s', (start, end, expected) => {
    expect(isDismissSwipe(start, end)).toBe(expected);
  });
});
