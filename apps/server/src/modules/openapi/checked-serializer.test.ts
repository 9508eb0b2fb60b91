import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkedSerializerCompiler, droppedKeys } from './checked-serializer.ts';

describe('the response check of the tests', () => {
  it('names the keys a schema dropped, nested and in lists', () => {
    expect(droppedKeys({ a: 1, b: { c: 2, d: 3 }, e: [{ f: 1, g: 2 }] }, { a: 1, b: { c: 2 }, e: [{ f: 1 }] })).toEqual(['b.d', 'e.0.g']);
    expect(droppedKeys({ a: 1 }, { a: 1 })).toEqual([]);
  });

  it('fails an answer carrying a key its schema does not declare, and passes a declared one', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(checkedSerializerCompiler);
    const schema = { response: { 200: z.object({ id: z.number() }) } };
    app.get('/declared', { schema }, async () => ({ id: 1 }));
    // The service answers more than the schema says (as a view gaining a field would).
    app.get('/undeclared', { schema }, async () => ({ id: 1, email: 'a@example.com' }) as { id: number });
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.message);
    process.on('warning', onWarning);
    try {
      expect((await app.inject('/declared')).json()).toEqual({ id: 1 });
      expect((await app.inject('/undeclared')).statusCode).toBe(500);
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.join('\n')).toContain('GET /undeclared answered email');
    } finally {
      process.off('warning', onWarning);
      await app.close();
    }
  });
});
