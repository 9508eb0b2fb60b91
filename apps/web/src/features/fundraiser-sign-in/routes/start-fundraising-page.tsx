import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { signInLinkRequestSchema } from '@walkfund/domain';
import { paths } from '../../../config/paths.ts';
import { EmailLinkForm } from '../../../components/forms/email-link-form.tsx';
import { useRequestSignInLink } from '../api/request-sign-in-link.ts';
import { FundraiserCard } from '../components/fundraiser-card.tsx';

/**
 * /frontend/start-fundraising: a team member asks for a sign-in link to their own page. The answer
 * is the same whether or not the email is on a team (docs/decisions/0009-personal-pages.md).
 */
export function StartFundraisingPage() {
  const request = useRequestSignInLink();
  return (
    <FundraiserCard
      title="Start fundraising"
      intro="Walking on a team this year? Get your own page to share with friends and family. Enter the email your team has for you and we will send you a link to sign in. No password needed."
    >
      <EmailLinkForm schema={signInLinkRequestSchema} request={request} formLabel="Start fundraising" emailLabel="Email" submitLabel="Send me a sign-in link" />
      <Text size="sm" c="dimmed">
        Already have a password?{' '}
        <Anchor component={Link} to={paths.login} size="sm">
          Sign in
        </Anchor>
      </Text>
    </FundraiserCard>
  );
}
