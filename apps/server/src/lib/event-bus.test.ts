import { describe, expect, it } from 'vitest';
import type { Tx } from '../db/client.ts';
import { createEventBus, type Subscriptions } from './event-bus.ts';

interface Events {
  recorded: { id: number };
  refunded: { id: number; cents: number };
}

// The handlers here only read the payload: the transaction is passed through untouched.
const tx = {} as Tx;

describe('createEventBus', () => {
  it('runs each event\'s handlers in the order the subscriptions were given, with the publisher\'s transaction and payload', async () => {
    const calls: string[] = [];
    const first: Subscriptions<Events> = {
      recorded: [async (t, { id }) => void calls.push(`entries ${id} ${t === tx}`)],
      refunded: [async (_t, { cents }) => void calls.push(`export -${cents}`)],
    };
    const second: Subscriptions<Events> = { recorded: [async (_t, { id }) => void calls.push(`receipt ${id}`), async () => void calls.push('email')] };
    const bus = createEventBus<Events>(first, second);

    await bus.publish(tx, 'recorded', { id: 7 });
    expect(calls).toEqual(['entries 7 true', 'receipt 7', 'email']);
    await bus.publish(tx, 'refunded', { id: 7, cents: 500 });
    expect(calls.at(-1)).toBe('export -500');
  });

  it('waits for each handler before the next, and a failing handler fails the publish (the recording rolls back)', async () => {
    const calls: string[] = [];
    const bus = createEventBus<Events>({
      recorded: [
        async () => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          calls.push('slow');
        },
        async () => {
          calls.push('after');
          throw new Error('job table unavailable');
        },
        async () => void calls.push('never'),
      ],
    });
    await expect(bus.publish(tx, 'recorded', { id: 1 })).rejects.toThrow('job table unavailable');
    expect(calls).toEqual(['slow', 'after']);
  });

  it('an event nobody subscribes to is published without effect', async () => {
    await expect(createEventBus<Events>().publish(tx, 'refunded', { id: 1, cents: 1 })).resolves.toBeUndefined();
  });
});
