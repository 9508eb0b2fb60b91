import { Alert, Button, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReceiptView } from '@walkfund/domain';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useReceiptByToken, useReceiptForTransaction } from '../api/get-receipt.ts';
import { PrintableReceipt } from '../components/printable-receipt.tsx';

function ReceiptScreen({ query, back }: { query: UseQueryResult<ReceiptView>; back: { label: string; to: string } }) {
  const missing = query.isError && query.error instanceof ApiError && query.error.status === 404;
  const errorTitle = missing ? 'Receipt not found' : 'Something went wrong';
  useDocumentTitle(query.isError ? errorTitle : query.data?.updated ? 'Updated receipt' : 'Receipt');
  const actions = (
    <Group gap="xs" className="receipt-actions">
      <Button component={Link} to={back.to} variant="default">
        {back.label}
      </Button>
      {query.data && <Button onClick={() => window.print()}>Print</Button>}
    </Group>
  );
  if (query.isError) {
    return (
      <Container size="md" px={0} py="md">
        <Stack gap="md">
          {actions}
          {/* The page's level-one heading, as on the receipt itself (axe page-has-heading-one). */}
          <Title order={1} size="h2">
            {errorTitle}
          </Title>
          <Alert color={missing ? 'gray' : 'red'}>
            <Text size="sm">{missing ? 'We could not find a receipt at this address. Please use the link in your receipt email.' : errorMessage(query.error)}</Text>
          </Alert>
        </Stack>
      </Container>
    );
  }
  if (!query.data) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading receipt" />
      </Center>
    );
  }
  return (
    <Container size="md" px={0} py="md">
      <Stack gap="md" className="receipt-print-root">
        {actions}
        <PrintableReceipt receipt={query.data} />
      </Stack>
    </Container>
  );
}

/** /frontend/receipt/{token}: the donor's printable receipt, from the thank-you page or the receipt email. */
export function PublicReceiptPage() {
  const { token = '' } = useParams();
  return <ReceiptScreen query={useReceiptByToken(token)} back={{ label: 'Event home', to: paths.publicHome }} />;
}

/** /transactions/{id}/receipt: the same receipt for an admin, from the transaction. */
export function AdminReceiptPage() {
  const { id = '' } = useParams();
  const transactionId = Number(id);
  return <ReceiptScreen query={useReceiptForTransaction(transactionId)} back={{ label: 'Back to the transaction', to: paths.transaction(transactionId) }} />;
}
