import { Button, Card } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { PublicPage } from '../../../components/public/public-page.tsx';
import { SupportPicker } from '../components/support-picker.tsx';
import { isSupportingComplete, useSupportingStore } from '../../public-flow/index.ts';

/** /frontend/supporting: Team (pick a team) or Event (pick a city); Next once it is set. */
export function SupportingPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const complete = useSupportingStore(isSupportingComplete);
  const next = params.get('donate') === 'true' ? paths.frontend('donate') : `${paths.frontend('contact')}?skip=true`;

  return (
    <PublicPage title="Supporting" description="Support a team, or the whole event in your city.">
      <Card withBorder padding="md">
        <SupportPicker />
      </Card>
      {complete && (
        <Button size="md" onClick={() => navigate(next)}>
          Next
        </Button>
      )}
    </PublicPage>
  );
}
