import { useState } from 'react';
import { Alert, Button, Card, Group, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { donorLinkRequestSchema, STATEMENT_MAX_YEAR, STATEMENT_MIN_YEAR } from '@walkfund/domain';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePreviewStatement, useRunStatements, useStatementYear } from '../api/giving-statements-admin.ts';

const lastYear = () => new Date().getFullYear() - 1;

/**
 * Config > Giving Statements (docs/features/my-giving.md): a year's donors and statements sent, a
 * donor's statement as they would get it, and January's emails sent now for a year.
 */
export function GivingStatementsPanel() {
  const [year, setYear] = useState(lastYear());
  const validYear = Number.isInteger(year) && year >= STATEMENT_MIN_YEAR && year <= STATEMENT_MAX_YEAR;
  const summary = useStatementYear(validYear ? year : lastYear());
  const preview = usePreviewStatement();
  const run = useRunStatements();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);

  const onPreview = () => {
    const parsed = donorLinkRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message ?? 'Enter an email.');
      return;
    }
    setEmailError(null);
    preview.mutate({ year, email: parsed.data.email });
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="giving-statements-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="giving-statements-title">
            Giving Statements
          </Title>
          <Text size="sm" c="gray.7">
            Every January, each donor of the year before is emailed a PDF of their gifts and tax-deductible total. Each donor gets theirs once.
          </Text>
        </div>
        <NumberInput
          label="Calendar year"
          value={year}
          onChange={(value) => setYear(Number(value))}
          min={STATEMENT_MIN_YEAR}
          max={STATEMENT_MAX_YEAR}
          allowDecimal={false}
          maw={200}
        />
        {summary.data && validYear && (
          <Text role="status">
            {summary.data.donors} {summary.data.donors === 1 ? 'donor' : 'donors'} gave in {summary.data.year}; {summary.data.sent} statements sent.
          </Text>
        )}
        {summary.isError && <Alert color="red">{errorMessage(summary.error)}</Alert>}
        <Group align="flex-end" gap="sm">
          <TextInput label="Donor's email" type="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} error={emailError} miw={260} />
          <Button variant="light" onClick={onPreview} loading={preview.isPending} disabled={!validYear}>
            Preview statement
          </Button>
        </Group>
        {preview.isError && (
          <Alert color="red" role="alert">
            {errorMessage(preview.error)}
          </Alert>
        )}
        <Group>
          <Button onClick={() => run.mutate(year)} loading={run.isPending} disabled={!validYear}>
            Send {validYear ? year : ''} statements now
          </Button>
        </Group>
        {run.isSuccess && (
          <Alert color="green" role="status">
            Statements queued for {run.data.queued} {run.data.queued === 1 ? 'donor' : 'donors'} of {run.data.year}; anyone already sent theirs is skipped.
          </Alert>
        )}
        {run.isError && (
          <Alert color="red" role="alert">
            {errorMessage(run.error)}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
