import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

describe('Content-Security-Policy', () => {
  let t: TestApp | null = null;
  afterEach(async () => {
    await t?.close();
    t = null;
  });

  async function cspFor(publicUrl: string): Promise<string> {
    t = await createTestApp({ PUBLIC_URL: publicUrl });
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    return String(response.headers['content-security-policy']);
  }

  it('does not ask browsers to upgrade requests on a plain-http host (the page would stay blank)', async () => {
    const csp = await cspFor('http://walk.example.org');
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('asks browsers to upgrade requests when the product is served over https', async () => {
    expect(await cspFor('https://walk.example.org')).toContain('upgrade-insecure-requests');
  });
});
