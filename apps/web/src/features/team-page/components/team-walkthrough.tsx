import { Joyride, STATUS, type EventData, type Step } from 'react-joyride';

/** The steps point at the header card, the action buttons and the tabs (data-tour attributes). */
const STEPS: Step[] = [
  {
    target: '[data-tour="team-header"]',
    title: 'Your team',
    content: 'Your team at a glance: click the image to upload or change it, and see your captain, the amount raised and your participants.',
    placement: 'bottom',
  },
  {
    target: '[data-tour="team-actions"]',
    title: 'Team actions',
    content: 'Donate to your team, register for the 5k, email your team, open the captain tools and view your public team page.',
    placement: 'bottom',
  },
  {
    target: '[data-tour="team-tabs"]',
    title: 'Manage your team',
    content: 'Set your goals and team message, add members, follow donations and badges, and choose your Star of the Team.',
    placement: 'bottom',
  },
];

const FINISHED: string[] = [STATUS.FINISHED, STATUS.SKIPPED];

/** Space kept above a step's target when the tour scrolls to it. */
const SCROLL_GAP = 16;

/**
 * Where a scrolled-to target may start: below the sticky header (and the test-mode banner when
 * shown), else the tour would slide the team card under them.
 */
function scrollOffset(): number {
  const header = document.querySelector('header');
  return Math.ceil(header?.getBoundingClientRect().bottom ?? 0) + SCROLL_GAP;
}

/** The team page's first-visit walkthrough (react-joyride); `onEnd` once it is finished or skipped. */
export function TeamWalkthrough({ run, onEnd }: { run: boolean; onEnd: () => void }) {
  const onEvent = (data: EventData) => {
    if (FINISHED.includes(data.status)) onEnd();
  };
  return (
    <Joyride
      steps={STEPS}
      run={run}
      continuous
      scrollToFirstStep
      onEvent={onEvent}
      locale={{ last: 'Done', skip: 'Skip' }}
      options={{
        buttons: ['back', 'close', 'primary', 'skip'],
        skipBeacon: true,
        scrollOffset: run ? scrollOffset() : SCROLL_GAP,
        primaryColor: 'var(--mantine-color-blue-filled)',
        zIndex: 300,
        width: 'min(380px, calc(100vw - 32px))',
      }}
    />
  );
}
