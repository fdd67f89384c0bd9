/** The presenter and player addresses of a session (the server's joinUrl and presentUrl name the same). */
export const presentPath = (pin: string): string => `/arena/present/${pin}`;
export const playPath = (pin: string): string => `/arena/play/${pin}`;
export const hostSessionPath = (slug?: string): string =>
  slug ? `/arena/host-session?quiz=${encodeURIComponent(slug)}` : '/arena/host-session';

/** The path of a URL the server gave (absolute, on this site, or already a path), for the router. */
export function pathOf(url: string): string {
  try {
    const parsed = new URL(url, 'http://localhost');
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}
