import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { statementRunAnswerSchema, statementYearSummarySchema, type StatementYearSummary } from '@walkfund/domain';
import { apiFetch, apiFetchBlob } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

const summaryKey = (year: number) => ['giving-statements', year] as const;

/** GET /v1/giving-statements/{year} (admin): the year's donors and statements sent. */
export function getStatementYear(year: number, signal?: AbortSignal): Promise<StatementYearSummary> {
  return apiFetch(`/giving-statements/${year}`, { signal, schema: statementYearSummarySchema });
}

export function useStatementYear(year: number) {
  return useQuery(queryOptions({ queryKey: summaryKey(year), queryFn: ({ signal }) => getStatementYear(year, signal) }));
}

/** GET /v1/giving-statements/{year}/preview?email= (admin): the donor's statement PDF, saved by the browser. */
export async function previewStatement(input: { year: number; email: string }): Promise<void> {
  const blob = await apiFetchBlob(`/giving-statements/${input.year}/preview`, { query: { email: input.email } });
  saveBlob(blob, `giving-statement-${input.year}-preview.pdf`);
}

export function usePreviewStatement() {
  return useMutation({ mutationFn: previewStatement });
}

/** POST /v1/giving-statements/{year}/run (admin): the year's statement emails queued now; each donor gets one once. */
export function postStatementRun(year: number) {
  return apiFetch(`/giving-statements/${year}/run`, { method: 'POST', schema: statementRunAnswerSchema });
}

export function useRunStatements() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postStatementRun,
    onSuccess: (_answer, year) => queryClient.invalidateQueries({ queryKey: summaryKey(year) }),
  });
}
