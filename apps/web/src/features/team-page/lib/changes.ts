import { teamChangesSchema, type TeamChanges } from '@walkfund/domain';

/** The first message per field of a team change, from the domain schema the server uses too. */
export function teamChangeErrors(changes: Record<string, unknown>): Partial<Record<keyof TeamChanges, string>> {
  const result = teamChangesSchema.safeParse(changes);
  if (result.success) return {};
  const errors: Partial<Record<keyof TeamChanges, string>> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0]) as keyof TeamChanges;
    errors[key] ??= issue.message;
  }
  return errors;
}
