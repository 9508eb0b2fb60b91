import { useEffect, useState } from 'react';
import { Button, Card, Divider, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Navigate, useNavigate } from 'react-router';
import type { UserPersonSummary } from '@walkfund/domain';
import { paths } from '../../../config/paths.ts';
import { FullPageLoader } from '../../../components/full-page-loader.tsx';
import {
  useCaptainProfile, EMPTY_ADDRESS, nextFlowPath, identityFromProfile, resizeList, runnerCostCents, runnerErrors, useCart,
  emptyRunner, useRunnersStore, type RunnerDraft, useCurrentWaiver, emptyWaiver, waiverErrors,
} from '../../public-flow/index.ts';
import { AmountRow } from '../../../components/public/amount-row.tsx';
import { bindForm } from '../../../components/forms/form-binding.ts';
import { PublicPage } from '../../../components/public/public-page.tsx';
import { QuantityStepper } from '../../../components/public/quantity-stepper.tsx';
import { RunnerFields } from '../components/runner-fields.tsx';
import { SupportPicker } from '../../donate/index.ts';

function runnerFromProfile(runner: RunnerDraft, p: UserPersonSummary): RunnerDraft {
  return {
    ...runner,
    ...identityFromProfile(p),
    gender: p.gender ?? runner.gender,
    birthDate: p.birthDate ?? runner.birthDate,
    shirtSize: p.shirtSize ?? runner.shirtSize,
    shipping: p.address ?? runner.shipping ?? { ...EMPTY_ADDRESS },
  };
}

/**
 * /frontend/run: support type, runner count (Next disabled at 0), then one form per runner with
 * its cost, a total and Add Runners. Without a 5k this event goes to the summary.
 */
export function RunPage() {
  const navigate = useNavigate();
  const { settings, supportingComplete, contactComplete, pricing, city } = useCart();
  const waiver = useCurrentWaiver(city, '5k');
  const stored = useRunnersStore((s) => s.runners);
  const setRunners = useRunnersStore((s) => s.setRunners);
  const setDraft = useRunnersStore((s) => s.setDraft);
  // The form starts from what was being typed (a reload), else from the runners in the cart.
  const [initial] = useState(() => useRunnersStore.getState().draft ?? { runners: stored, formsShown: stored.length > 0 });
  const profile = useCaptainProfile();
  const [showForms, setShowForms] = useState(initial.formsShown);
  // A draft kept from before waivers gets an empty one (docs/features/event-day.md).
  const form = useForm<{ runners: RunnerDraft[] }>({ initialValues: { runners: initial.runners.map((r) => ({ ...r, waiver: r.waiver ?? emptyWaiver() })) } });
  const runners = form.getValues().runners;

  // Every change is kept as the draft, as the other steps keep theirs: a reload brings it back.
  useEffect(() => setDraft({ runners, formsShown: showForms }), [runners, showForms, setDraft]);

  if (!settings) return <FullPageLoader />;
  if (!settings.has5k) return <Navigate to={paths.frontend('summary')} replace />;

  const count = runners.length;
  const totalCents = runners.reduce((sum, r) => sum + runnerCostCents(r, pricing), 0);

  const setCount = (n: number) => {
    form.setFieldValue('runners', resizeList(runners, n, emptyRunner));
    if (n === 0) setShowForms(false);
  };

  const addRunners = () => {
    const errors = runners.reduce<Record<string, string>>(
      (all, r, i) => ({
        ...all,
        ...runnerErrors(r, pricing, `runners.${i}.`),
        ...waiverErrors(r.waiver, waiver, { name: `${r.firstName} ${r.lastName}`, birthDate: r.birthDate, prefix: `runners.${i}.` }),
      }),
      {},
    );
    form.setErrors(errors);
    if (Object.keys(errors).length > 0 || !supportingComplete) return;
    setRunners(runners);
    setDraft(null);
    navigate(nextFlowPath({ supportingComplete, contactComplete }));
  };

  return (
    <PublicPage title="Run the 5k" description="Register runners for the 5k, in person or virtual.">
      <Card withBorder padding="md">
        <Stack gap="md">
          <SupportPicker />
          <QuantityStepper
            label="Number of runners"
            value={count}
            min={0}
            onChange={setCount}
            decreaseLabel="Remove a runner"
            increaseLabel="Add a runner"
          />
        </Stack>
      </Card>
      {!showForms && (
        <Button size="md" disabled={count === 0 || !supportingComplete} onClick={() => setShowForms(true)}>
          Next
        </Button>
      )}
      {showForms && (
        <>
          {runners.map((runner, index) => (
            <RunnerFields
              key={index}
              index={index}
              runner={runner}
              binding={bindForm(form, `runners.${index}.`)}
              shippingBinding={bindForm(form, `runners.${index}.shipping.`)}
              pricing={pricing}
              city={city}
              onUseProfile={
                index === 0 && profile ? () => form.setFieldValue('runners.0', runnerFromProfile(runner, profile)) : undefined
              }
            />
          ))}
          <Card withBorder padding="md">
            <Stack gap="sm">
              <Divider label="Registration" labelPosition="left" />
              <AmountRow label={`Total for ${count} runner${count === 1 ? '' : 's'}`} cents={totalCents} strong />
              <Button size="md" onClick={addRunners} disabled={count === 0 || !supportingComplete}>
                Add Runners
              </Button>
            </Stack>
          </Card>
        </>
      )}
    </PublicPage>
  );
}
