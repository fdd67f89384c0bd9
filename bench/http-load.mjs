/** Runs `total` requests from `concurrency` workers, timing each; returns throughput and percentiles. */
export async function load({ total, concurrency, request }) {
  const latencies = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      const i = next++;
      const t0 = performance.now();
      const ok = await request(i).catch(() => false);
      latencies.push(performance.now() - t0);
      if (!ok) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  return { requests: total, failures, perSecond: total / seconds, p50: pct(50), p99: pct(99) };
}

/** A browser stand-in for the benchmark: cookies kept, CSRF token fetched once (tokens are reusable). */
export class Client {
  cookies = new Map();
  token = null;

  constructor(base) {
    this.base = base;
  }

  async fetch(path, init = {}) {
    const headers = { ...(init.headers ?? {}), cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    const response = await fetch(this.base + path, { ...init, headers });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  }

  async post(path, body) {
    if (!this.token) this.token = (await (await this.fetch('/api/auth/csrf-token')).json()).csrfToken;
    return this.fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'csrf-token': this.token },
      body: JSON.stringify(body ?? {}),
    });
  }
}
