import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sets helmet headers, with the CSP that lets Stripe.js in, on API answers, errors and unknown paths', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/v1/payment/config' }),
      t.app.inject({ method: 'POST', url: '/v1/payment/test-confirm', payload: { id: 'x' } }),
      t.app.inject({ method: 'GET', url: '/v1/no-such-thing' }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 400, 404]);
    for (const res of answers) {
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      // WebAssembly (the check-in page's QR reader) may compile; JavaScript eval stays refused.
      expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' https://js.stripe.com");
      expect(csp).not.toContain("'unsafe-eval'");
      expect(csp).toContain("frame-src 'self' https://js.stripe.com https://hooks.stripe.com");
      expect(csp).toContain("connect-src 'self' https://api.stripe.com");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
  });
});
