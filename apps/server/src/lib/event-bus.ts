import type { Tx } from '../db/client.ts';

/**
 * Typed events published inside the publisher's database transaction, modelled on immich's event
 * repository (docs/architecture.md, "Events"): the publisher names what happened; each module that
 * must do something about it subscribes. A handler runs in the same transaction, so its writes (a
 * job, an export record, an entry) exist exactly when the publisher's do and vanish with a rollback;
 * anything sent outside goes through the job queue, never from the handler itself.
 */
export type EventHandler<Payload> = (tx: Tx, payload: Payload) => Promise<void>;

/** Each event's handlers, in the order they run. */
export type Subscriptions<Events> = { readonly [Name in keyof Events]?: readonly EventHandler<Events[Name]>[] };

export interface EventBus<Events> {
  publish<Name extends keyof Events>(tx: Tx, name: Name, payload: Events[Name]): Promise<void>;
}

/**
 * One bus from the modules' subscriptions, merged in the order given: the composition root
 * (app.ts) decides the order once, so a subscriber that needs another's rows comes after it.
 */
export function createEventBus<Events>(...subscriptions: Subscriptions<Events>[]): EventBus<Events> {
  // Stored without their payload types; publish hands each name's handlers that name's payload.
  const handlers = new Map<keyof Events, EventHandler<unknown>[]>();
  for (const subscription of subscriptions) {
    for (const name of Object.keys(subscription) as (keyof Events)[]) {
      const list = handlers.get(name) ?? [];
      list.push(...((subscription[name] ?? []) as readonly EventHandler<unknown>[]));
      handlers.set(name, list);
    }
  }
  return {
    async publish(tx, name, payload) {
      for (const handler of handlers.get(name) ?? []) await handler(tx, payload);
    },
  };
}
