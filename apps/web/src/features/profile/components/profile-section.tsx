import type { ReactNode } from 'react';
import { SectionCard } from '../../../components/section-card.tsx';

/** One titled card of the profile screen. */
export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <SectionCard title={title} idPrefix="profile" gap="md">
      {children}
    </SectionCard>
  );
}
