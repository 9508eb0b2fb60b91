import { Checkbox } from '@mantine/core';

/** The "Show Password" toggle of the login and password forms. */
export function ShowPasswordCheckbox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return <Checkbox label="Show Password" checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} />;
}
