import type { ReactNode } from 'react';
import { Alert, Button, Center, Container, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { EVENT_CITIES, EVENT_ENTRY_KIND_LABELS, type BibRoster, type EventCity } from '@walkfund/domain';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useBibRoster } from '../api/bibs.ts';
import '../components/bibs.css';

/** The city of ?city=, or the first city. */
function useCity(): EventCity {
  const [params] = useSearchParams();
  const city = params.get('city');
  return (EVENT_CITIES as readonly string[]).includes(city ?? '') ? (city as EventCity) : EVENT_CITIES[0];
}

function PrintScreen({ title, children }: { title: string; children: (roster: BibRoster) => ReactNode }) {
  useDocumentTitle(title);
  const city = useCity();
  const roster = useBibRoster(city);
  const actions = (
    <Group gap="xs" className="bibs-actions">
      <Button component={Link} to={paths.configChild('bibs')} variant="default">
        Back to Bibs
      </Button>
      {roster.data && <Button onClick={() => window.print()}>Print</Button>}
    </Group>
  );
  return (
    <Container size="lg" px={0} py="md">
      <Stack gap="md" className="bibs-print-root">
        {actions}
        <Title order={1} size="h2">{`${title}: ${city}`}</Title>
        {roster.isError && (
          <Alert color="red" title="Error">
            {errorMessage(roster.error)}
          </Alert>
        )}
        {roster.isPending && (
          <Center py="xl">
            <Loader aria-label="Loading roster" />
          </Center>
        )}
        {roster.data && children(roster.data)}
      </Stack>
    </Container>
  );
}

/** /bibs/labels?city= (admin): one label per entry with a bib, by number, several per printed page. */
export function BibLabelsPage() {
  return (
    <PrintScreen title="Bib labels">
      {(roster) => {
        const labelled = roster.entries.filter((e) => e.bib != null).sort((a, b) => a.bib! - b.bib!);
        if (!labelled.length) return <Text>No one in this city has a bib yet.</Text>;
        return (
          <div className="bib-labels">
            {labelled.map((e) => (
              <section className="bib-label" key={e.bib} aria-label={`Bib ${e.bib}`}>
                <div className="bib-number">{e.bib}</div>
                <div className="bib-name">{`${e.firstName} ${e.lastName}`}</div>
                {e.team && <div>{e.team}</div>}
                <div>{EVENT_ENTRY_KIND_LABELS[e.kind]}</div>
              </section>
            ))}
          </div>
        );
      }}
    </PrintScreen>
  );
}

/** /bibs/roster?city= (admin): the clipboard roster by last name, with a box to tick at the gate. */
export function BibRosterPage() {
  return (
    <PrintScreen title="Roster">
      {(roster) =>
        roster.entries.length ? (
          <Table className="bib-roster" striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Team</Table.Th>
                <Table.Th>Kind</Table.Th>
                <Table.Th>Bib</Table.Th>
                <Table.Th>Shirt</Table.Th>
                <Table.Th>Checked in</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {roster.entries.map((e, i) => (
                <Table.Tr key={i}>
                  <Table.Td>{`${e.lastName}, ${e.firstName}`}</Table.Td>
                  <Table.Td>{e.team ?? ''}</Table.Td>
                  <Table.Td>{EVENT_ENTRY_KIND_LABELS[e.kind]}</Table.Td>
                  <Table.Td>{e.bib ?? ''}</Table.Td>
                  <Table.Td>{e.shirtSize ?? ''}</Table.Td>
                  <Table.Td>
                    <div className="bib-check" aria-label="Not checked in" role="img" />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text>No one is registered in this city yet.</Text>
        )
      }
    </PrintScreen>
  );
}
