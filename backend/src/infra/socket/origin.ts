/**
 * Browsers send Origin on the Socket.IO handshake: only our own site may connect with the user's cookies.
 * Clients without an Origin (servers, tests, benchmarks) carry no browser cookies to abuse.
 */
export function originAllowed(origin: string | undefined, host: string | undefined, publicUrl: string): boolean {
  if (!origin) return true;
  try {
    const url = new URL(origin);
    return url.origin === new URL(publicUrl).origin || (host !== undefined && url.host === host);
  } catch {
    return false;
  }
}
