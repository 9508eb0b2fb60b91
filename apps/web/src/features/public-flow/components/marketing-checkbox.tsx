import { Checkbox } from '@mantine/core';
import { useContactStore } from '../stores/contact-store.ts';

export const MARKETING_LABEL = 'Send me news and updates about the event';

/** The contact's marketing opt-in (on by default), as the summary and checkout show it. */
export function MarketingCheckbox() {
  const marketing = useContactStore((s) => s.contact.marketing);
  const setMarketing = useContactStore((s) => s.setMarketing);
  return <Checkbox label={MARKETING_LABEL} checked={marketing} onChange={(e) => setMarketing(e.currentTarget.checked)} />;
}
