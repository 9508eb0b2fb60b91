import type { ReactNode } from 'react';
import { Badge, Button, Text } from '@mantine/core';
import { Link } from 'react-router';

/** A cell's main line (a name); `strong` for the row's title. */
export function CellText({ children, strong = false }: { children: ReactNode; strong?: boolean }) {
  return (
    <Text size="sm" fw={strong ? 500 : undefined}>
      {children}
    </Text>
  );
}

/** A dimmed small line under a cell's main line (the email under a name). */
export function CellNote({ children }: { children: ReactNode }) {
  return (
    <Text size="xs" c="dimmed">
      {children}
    </Text>
  );
}

/** A cell's dimmed placeholder ("Unassigned", "No", "—"). */
export function CellEmpty({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}

/** Active or Inactive (teams, users). */
export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge color={active ? 'green' : 'gray'} variant="light">
      {active ? 'Active' : 'Inactive'}
    </Badge>
  );
}

interface RowLinkProps {
  to: string;
  children: ReactNode;
  /** The link's accessible name when its text alone is ambiguous ("Edit Ann Lee"). */
  label?: string;
}

/** A row's button-styled link to its page (Edit, View, Transaction). */
export function RowLink({ to, children, label }: RowLinkProps) {
  return (
    <Button component={Link} to={to} size="xs" variant="light" aria-label={label}>
      {children}
    </Button>
  );
}
