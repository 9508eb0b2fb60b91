import { Code, Table, Text } from '@mantine/core';
import type { ParameterRow } from '../lib/openapi.ts';
import type { FieldRow } from '../lib/openapi-schema.ts';

/** One field table (parameters, a request or response body): name, type, required, constraints. */
export function FieldTable({ label, rows }: { label: string; rows: (FieldRow | ParameterRow)[] }) {
  const withLocation = rows.some((row) => 'location' in row);
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label={label} striped withTableBorder verticalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Field</Table.Th>
            {withLocation && <Table.Th>In</Table.Th>}
            <Table.Th>Type</Table.Th>
            <Table.Th>Required</Table.Th>
            <Table.Th>Constraints</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={'location' in row ? `${row.location}:${row.name}` : row.name}>
              <Table.Td style={{ paddingLeft: `calc(var(--table-horizontal-spacing, 0.5rem) + ${row.depth}rem)` }}>
                <Code>{row.name}</Code>
                {row.description && (
                  <Text size="xs" c="dimmed">
                    {row.description}
                  </Text>
                )}
              </Table.Td>
              {withLocation && <Table.Td>{'location' in row ? row.location : ''}</Table.Td>}
              <Table.Td>{row.type}</Table.Td>
              <Table.Td>{row.required ? 'Yes' : 'No'}</Table.Td>
              <Table.Td>{row.constraints.join('; ')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
