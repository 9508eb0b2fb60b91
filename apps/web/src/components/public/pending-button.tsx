import { Button, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';

type PendingButtonProps = ButtonProps &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps | 'disabled'> & {
    /** Something is missing: the button looks disabled (aria-disabled) but can still be focused and pressed. */
    blocked: boolean;
  };

/**
 * Next, Submit Payment and the like: while the form is incomplete the button looks disabled but
 * stays focusable and pressable, so pressing it can show what is missing (the onClick or the
 * form's submit handler validates) instead of doing nothing silently.
 */
export function PendingButton({ blocked, ...props }: PendingButtonProps) {
  return <Button {...props} data-disabled={blocked || undefined} aria-disabled={blocked || undefined} />;
}
