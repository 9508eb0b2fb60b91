import { notifications } from '@mantine/notifications';
import type { MyGift, MyPage } from '@walkfund/domain';

export function buildGift(overrides: Partial<MyGift> = {}): MyGift {
  return {
    transactionId: 77,
    donorName: 'Carla Diaz',
    amount: 50,
    message: 'Go Pat!',
    createdAt: '2025-04-05T15:00:00.000Z',
    thankedAt: null,
    canThank: true,
    ...overrides,
  };
}

/** GET /v1/my/page as the API answers it (myPageSchema). */
export function buildMyPage(overrides: Partial<MyPage> = {}): MyPage {
  return {
    personId: 5,
    firstName: 'Pat',
    lastName: 'Walker',
    slug: 'pat-walker',
    year: 2025,
    team: { id: 11, name: 'Blue Walkers', slug: 'blue-walkers', eventCity: 'Tulsa' },
    goal: 500,
    raised: 250,
    story: '<p>I walk for my brother.</p>',
    imageUrl: null,
    pageOn: true,
    showOnLeaderboards: true,
    hiddenByAdmin: false,
    pagesEnabled: true,
    hasPassword: true,
    gifts: [
      buildGift(),
      buildGift({ transactionId: 78, donorName: 'Anonymous', amount: null, message: null, canThank: false }),
      buildGift({ transactionId: 79, donorName: 'Dana Tran', amount: 25, message: null, thankedAt: '2025-04-07T15:00:00.000Z', canThank: false }),
    ],
    ...overrides,
  };
}

export function clearToasts() {
  notifications.clean();
  notifications.cleanQueue();
}
