import { useId } from 'react';
import { ActionIcon, Group, Text } from '@mantine/core';

interface QuantityStepperProps {
  label: string;
  value: number;
  min: number;
  max?: number;
  onChange(value: number): void;
  /** Accessible names of the minus and plus buttons. */
  decreaseLabel: string;
  increaseLabel: string;
}

/** A count with minus and plus buttons. */
export function QuantityStepper({ label, value, min, max, onChange, decreaseLabel, increaseLabel }: QuantityStepperProps) {
  const id = useId();
  return (
    <div>
      <Text id={id} size="sm" fw={500} mb={4}>
        {label}
      </Text>
      <Group gap="sm" role="group" aria-labelledby={id}>
        <ActionIcon size="lg" variant="default" aria-label={decreaseLabel} disabled={value <= min} onClick={() => onChange(value - 1)}>
          −
        </ActionIcon>
        <Text component="output" aria-labelledby={id} miw={32} ta="center" fw={700} fz="lg">
          {value}
        </Text>
        <ActionIcon
          size="lg"
          variant="default"
          aria-label={increaseLabel}
          disabled={max !== undefined && value >= max}
          onClick={() => onChange(value + 1)}
        >
          +
        </ActionIcon>
      </Group>
    </div>
  );
}
