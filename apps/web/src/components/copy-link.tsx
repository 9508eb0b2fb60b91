import { Button, CopyButton, Group, TextInput } from '@mantine/core';

interface CopyLinkProps {
  /** The field's label, e.g. "Join link". */
  label: string;
  url: string;
  /** The button's text before copying, e.g. "Copy Join Link". */
  copyLabel: string;
  onCopied?: () => void;
}

/**
 * A link to pass on: shown in a read-only field (selectable by hand where the clipboard is refused)
 * with a button that copies it.
 */
export function CopyLink({ label, url, copyLabel, onCopied }: CopyLinkProps) {
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <TextInput label={label} value={url} readOnly style={{ flex: '1 1 220px' }} onFocus={(event) => event.currentTarget.select()} />
      <CopyButton value={url}>
        {({ copied, copy }) => (
          <Button
            variant="light"
            onClick={() => {
              copy();
              onCopied?.();
            }}
          >
            {copied ? 'Link Copied' : copyLabel}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
