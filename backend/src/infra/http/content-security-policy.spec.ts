import { contentSecurityPolicy, FIRST_PAINT_HASH } from './content-security-policy';

describe('contentSecurityPolicy', () => {
  const base = { publicUrl: 'https://quiz.example.com', adsEnabled: false };

  it('allows only the site itself by default, one inline script by its hash, and no framing', () => {
    const csp = contentSecurityPolicy(base);
    expect(csp.scriptSrc).toEqual(["'self'", FIRST_PAINT_HASH]);
    expect(csp.frameAncestors).toEqual(["'none'"]);
    expect(csp.objectSrc).toEqual(["'none'"]);
    expect(csp.frameSrc).toEqual(["'none'"]);
    expect(csp.connectSrc).toEqual(["'self'", 'wss://quiz.example.com']);
    expect(Object.values(csp).flat().join(' ')).not.toContain('google');
  });

  it('uses ws: for a site served over plain http', () => {
    expect(contentSecurityPolicy({ ...base, publicUrl: 'http://localhost:3000' }).connectSrc).toContain(
      'ws://localhost:3000',
    );
  });

  it('opens the ad hosts only when ads are configured, and the error reporter only when it is', () => {
    const csp = contentSecurityPolicy({ ...base, adsEnabled: true, sentryDsn: 'https://key@o1.ingest.sentry.io/42' });
    expect(csp.scriptSrc).toContain('https://pagead2.googlesyndication.com');
    expect(csp.frameSrc).toContain('https://*.doubleclick.net');
    expect(csp.connectSrc).toContain('https://o1.ingest.sentry.io');
  });
});
