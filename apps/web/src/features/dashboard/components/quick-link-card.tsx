import { Card, Text } from '@mantine/core';
import { Link } from 'react-router';

/** A dashboard shortcut: a title and one line saying what is there. */
export function QuickLinkCard({ to, title, description }: { to: string; title: string; description: string }) {
  return (
    <Card component={Link} to={to} withBorder padding="md" radius="md" style={{ textDecoration: 'none' }}>
      <Text fw={600}>{title}</Text>
      <Text size="sm" c="dimmed" mt={4}>
        {description}
      </Text>
    </Card>
  );
}
