import { Anchor, Button, CopyButton, Group, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { withGiftSource, type MyPage } from '@walkfund/domain';
import { paths } from '../../../config/paths.ts';
import { SectionCard } from '../../../components/section-card.tsx';

/** Whether visitors see the page itself (else the link shows the team's page: docs/decisions/0009-personal-pages.md). */
export function isPagePublic(page: Pick<MyPage, 'pageOn' | 'hiddenByAdmin' | 'pagesEnabled'>): boolean {
  return page.pageOn && !page.hiddenByAdmin && page.pagesEnabled;
}

/** The page's address to share, with a copy button and a link to see it as visitors do. */
export function ShareLinkCard({ page }: { page: Pick<MyPage, 'slug' | 'pageOn' | 'hiddenByAdmin' | 'pagesEnabled'> }) {
  // Gifts through a copied link count as "Copied link" (docs/features/ask-kit.md).
  const url = withGiftSource(`${window.location.origin}${paths.fundraiser(encodeURIComponent(page.slug))}`, 'copy');
  const isPublic = isPagePublic(page);
  return (
    <SectionCard title="Share your page" idPrefix="my-page">
      <Text size="sm" c="dimmed">
        {isPublic
          ? 'Send this link to friends and family, or post it. Gifts made from it count toward your goal.'
          : 'Your page is not showing right now: this link opens your team’s page instead.'}
      </Text>
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <TextInput label="Your page link" value={url} readOnly style={{ flex: 1 }} onFocus={(event) => event.currentTarget.select()} />
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <>
              <Button variant="light" color={copied ? 'teal' : undefined} onClick={copy}>
                {copied ? 'Link Copied' : 'Copy Link'}
              </Button>
              <VisuallyHidden role="status" aria-live="polite">
                {copied ? 'Link copied.' : ''}
              </VisuallyHidden>
            </>
          )}
        </CopyButton>
      </Group>
      {isPublic && (
        <Anchor href={paths.fundraiser(encodeURIComponent(page.slug))} target="_blank" rel="noopener noreferrer" size="sm">
          View my page
        </Anchor>
      )}
    </SectionCard>
  );
}
