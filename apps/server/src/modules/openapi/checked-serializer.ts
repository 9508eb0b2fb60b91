import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';

/**
 * The keys of `sent` that `kept` lacks, as paths ("lineItems.0.note"): what serializing through a
 * response schema dropped. `z.object` strips keys its schema does not name (so nothing undeclared
 * ever leaves the server); in tests that means a schema is missing a field the service answers.
 */
export function droppedKeys(sent: unknown, kept: unknown, path = ''): string[] {
  if (Array.isArray(sent)) {
    if (!Array.isArray(kept)) return [];
    return sent.flatMap((item, i) => droppedKeys(item, kept[i], `${path}${i}.`));
  }
  if (sent === null || typeof sent !== 'object' || kept === null || typeof kept !== 'object') return [];
  const keptObject = kept as Record<string, unknown>;
  return Object.entries(sent).flatMap(([key, value]) =>
    key in keptObject ? droppedKeys(value, keptObject[key], `${path}${key}.`) : [`${path}${key}`],
  );
}

/**
 * Tests only (app.ts): fastify-type-provider-zod's serializer, failing the request when the schema
 * dropped a key the service sent, so a field missing from a domain response schema fails the API
 * tests instead of silently vanishing for the clients (docs/architecture.md, "Contracts and the
 * OpenAPI document"). Production keeps the plain serializer: stripping is the safe default there.
 */
export const checkedSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const serialize = (serializerCompiler as FastifySerializerCompiler<unknown>)(route);
  return (data) => {
    const json = serialize(data);
    const dropped = droppedKeys(JSON.parse(JSON.stringify(data) ?? 'null'), JSON.parse(json));
    if (dropped.length) {
      const message = `${route.method} ${route.url} answered ${dropped.join(', ')}, which its response schema (${route.httpStatus}) does not declare.`;
      process.emitWarning(message, 'ResponseSchemaWarning');
      throw new Error(message);
    }
    return json;
  };
};
