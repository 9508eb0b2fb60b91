/** The part of a zod schema these helpers use (the web app does not depend on zod itself). */
export interface SafeParser {
  safeParse(value: unknown):
    | { success: true }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/**
 * Form errors keyed by field path ("runners.0.firstName"), the first message per field, from a
 * domain schema: forms validate with the same schemas the server uses.
 */
export function schemaErrors(schema: SafeParser, value: unknown, prefix = ''): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = prefix + issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Empty text to null, for optional enum fields (shirt size, campus, gender). */
export function orNull(value: string): string | null {
  const v = value.trim();
  return v === '' ? null : v;
}
