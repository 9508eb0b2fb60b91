import type { ReactNode } from 'react';
import { Alert, Box, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Paged } from '@walkfund/domain';
import { errorMessage } from '../../lib/api-client.ts';
import { Pager, type PagerLabels } from '../pager.tsx';

interface GridBodyProps<T> {
  query: UseQueryResult<Paged<T>>;
  /** What is loading, for screen readers ("participants"). */
  label: string;
  /** Shown when the page has no rows. */
  emptyText: string;
  page: number;
  onPage(page: number): void;
  /** Prev/Next texts other than "Prev" and "Next". */
  pagerLabels?: PagerLabels;
  /** The table of a page's rows (never empty). */
  children(rows: T[]): ReactNode;
}

/**
 * A server-paged grid's states: the error, loading, the empty text or the rows (dimmed while the
 * next page loads), and Prev/Next.
 */
export function GridBody<T>({ query, label, emptyText, page, onPage, pagerLabels, children }: GridBodyProps<T>) {
  return (
    <>
      {query.isError && (
        <Alert color="red" title="Error" role="alert">
          {errorMessage(query.error)}
        </Alert>
      )}
      {query.isPending && <Loader aria-label={`Loading ${label}`} />}
      {query.data && (
        <Box style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          {query.data.results.length === 0 ? (
            <Text c="dimmed" py="lg">
              {emptyText}
            </Text>
          ) : (
            children(query.data.results)
          )}
        </Box>
      )}
      {query.data && <Pager page={page} totalPages={query.data.totalPages} onPage={onPage} labels={pagerLabels} />}
    </>
  );
}
