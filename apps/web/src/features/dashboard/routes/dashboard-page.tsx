import { Alert } from '@mantine/core';
import { FullPageLoader } from '../../../components/full-page-loader.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSession } from '../../session/index.ts';
import { useEventSettings } from '../../settings/index.ts';
import { AdminDashboard } from '../components/admin-dashboard.tsx';
import { CaptainDashboard } from '../components/captain-dashboard.tsx';

/** `/`: the role-aware dashboard landing. */
export function DashboardPage() {
  const { user, isAdmin } = useSession();
  const settings = useEventSettings();
  if (settings.isPending) return <FullPageLoader />;
  if (settings.isError) {
    return (
      <Alert color="red" title="Error">
        {errorMessage(settings.error)}
      </Alert>
    );
  }
  if (!user) return null;
  return isAdmin ? <AdminDashboard settings={settings.data} /> : <CaptainDashboard user={user} settings={settings.data} />;
}
