import type { ReactNode } from 'react';
import { Alert, Box, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Paged } from '@walkfund/domain';
import { errorMessage } from '../../lib/api-client.ts';
import { Pager } from '../pager.tsx';

interface GridBodyProps<T> {
  query: UseQueryResult<Paged<T>>;
  /** What is loading, for screen readers ("participants"). */
  label: string;
  /** Shown when the page has no rows. */
  emptyText: string;
  page: number;
  onPage(page: number): void;
  /** The table of a page's rows (never empty). */
  children(rows: T[]): ReactNode;
}

/**
 * A server-paged grid's states: the error, loading, the empty text or the rows (dimmed while the
 * next page loads), and Prev/Next.
 */
export function GridBody<T>({ query, label, emptyText, page, onPage, children }: GridBodyProps<T>) {
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
      {query.data && <Pager page={page} totalPages={query.data.totalPages} onPage={onPage} />}
    </>
  );
}
