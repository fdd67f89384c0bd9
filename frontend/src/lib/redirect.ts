/** Leaves the app for a full page load elsewhere (a payment provider's page, or back from it). */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
