import type { GetInputPropsReturnType, UseFormReturnType } from '@mantine/form';

/**
 * A form seen from one object inside it ("runners.2." or the root), so the shared field
 * components (person, church, address) work in every form that nests them.
 */
export interface FormBinding {
  input(field: string): GetInputPropsReturnType;
  checkbox(field: string): GetInputPropsReturnType;
  value(field: string): unknown;
  set(field: string, value: unknown): void;
  error(field: string): React.ReactNode;
}

export function bindForm<Values>(form: UseFormReturnType<Values>, prefix = ''): FormBinding {
  // Paths are built from strings here, the one place that leaves the form's typed paths.
  const path = (field: string) => `${prefix}${field}` as Parameters<UseFormReturnType<Values>['getInputProps']>[0];
  return {
    input: (field) => form.getInputProps(path(field)),
    checkbox: (field) => form.getInputProps(path(field), { type: 'checkbox' }),
    value: (field) => form.getInputProps(path(field)).value,
    set: (field, value) => form.setFieldValue(path(field), value as never),
    error: (field) => form.errors[path(field)],
  };
}
