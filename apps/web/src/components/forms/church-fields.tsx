import { Checkbox, NativeSelect, Stack } from '@mantine/core';
import type { FormBinding } from './form-binding.ts';
import { CAMPUS_OPTIONS } from './select-options.ts';

interface ChurchFieldsProps {
  binding: FormBinding;
  /** lifeChurchLocation on people, lifeChurchCampus on the captain form. */
  campusField?: string;
}

/** The partner-church checkbox, with the campus select shown only when ticked (docs/spec/public-flows.md §2). */
export function ChurchFields({ binding, campusField = 'lifeChurchLocation' }: ChurchFieldsProps) {
  const attends = binding.value('lifeChurch') === true;
  return (
    <Stack gap="xs">
      <Checkbox label="I attend Life.Church" {...binding.checkbox('lifeChurch')} />
      {attends && <NativeSelect label="Life.Church campus" withAsterisk data={CAMPUS_OPTIONS} {...binding.input(campusField)} />}
    </Stack>
  );
}
