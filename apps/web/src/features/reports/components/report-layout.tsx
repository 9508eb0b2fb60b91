import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { PageHeader } from '../../../components/page-header.tsx';

/** A report's page: its title (the page's h1) above its grid. */
export function ReportLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="md">
      <PageHeader title={title} />
      {children}
    </Stack>
  );
}
