import { myPageUpdateSchema, type MyPage, type MyPageUpdate } from '@walkfund/domain';

/** The goal and story as typed (the goal's field gives a string while it is being edited). */
export interface StoryDraft {
  goal: number | string;
  story: string;
}

/** What differs from the saved page: only these are sent. */
export function changedStoryFields(page: Pick<MyPage, 'goal' | 'story'>, draft: StoryDraft): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  if (draft.goal === '' || Number(draft.goal) !== page.goal) changes.goal = draft.goal;
  if (draft.story !== page.story) changes.story = draft.story;
  return changes;
}

/** The changes checked with the domain's schema: the request, or each field's first message. */
export function checkChanges(changes: Record<string, unknown>): { update: MyPageUpdate | null; errors: Record<string, string> } {
  const parsed = myPageUpdateSchema.safeParse(changes);
  if (parsed.success) return { update: parsed.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return { update: null, errors };
}
