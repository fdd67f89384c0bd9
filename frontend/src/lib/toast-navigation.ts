type Navigate = (href: string) => void;

const fallbackNavigate: Navigate = (href) => window.location.assign(href);
let navigateTo: Navigate = fallbackNavigate;

/** Toasts live outside React; the router registers its navigate so "Log In" actions stay in the app. */
export function registerToastNavigator(navigate: Navigate): () => void {
  navigateTo = navigate;
  return () => {
    navigateTo = fallbackNavigate;
  };
}

/** Follows a toast's link: through the router once it has registered, otherwise as a page load. */
export function navigateFromToast(href: string): void {
  navigateTo(href);
}
