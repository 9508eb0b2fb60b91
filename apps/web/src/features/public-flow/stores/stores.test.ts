import { beforeEach, describe, expect, it } from 'vitest';
import { SHIRT_QUANTITY_MAX } from '@walkfund/domain';
import { resetPublicStores } from '../../../test/public-flow/render.tsx';
import { clearPublicFlow } from './clear-public-flow.ts';
import { EMPTY_CONTACT, useContactStore } from './contact-store.ts';
import { useDonationStore } from './donation-store.ts';
import { emptyRunner, useRunnersStore } from './runners-store.ts';
import { addToCart, useShirtCartStore, type ShirtCartItem } from './shirt-cart-store.ts';
import { storeKey } from './store-key.ts';
import { describeSupport, isSupportingComplete, supportedCity, useSupportingStore } from './supporting-store.ts';
import { useTeamMembersStore } from './team-members-store.ts';
import { emptyMember } from '../../../lib/persons/member-draft.ts';
import { useTransactionStore } from './transaction-store.ts';

const shirt = (overrides: Partial<ShirtCartItem> = {}): ShirtCartItem => ({ slug: 'walk-shirt', name: 'Walk Shirt', size: 'lg', quantity: 1, price: 20, ...overrides });
const team = { id: 7, name: 'Blue Crew', city: 'Tulsa' };

beforeEach(resetPublicStores);

describe('supporting store', () => {
  it('is complete with a team for Team and a city for Event', () => {
    const s = useSupportingStore.getState();
    expect(isSupportingComplete(useSupportingStore.getState())).toBe(false);
    s.setType('Team');
    expect(isSupportingComplete(useSupportingStore.getState())).toBe(false);
    s.setTeam(team);
    expect(isSupportingComplete(useSupportingStore.getState())).toBe(true);
    expect(supportedCity(useSupportingStore.getState())).toBe('Tulsa');
    expect(describeSupport(useSupportingStore.getState())).toBe('Blue Crew (Tulsa)');
  });

  it('clears the team and the city when the type changes', () => {
    const s = useSupportingStore.getState();
    s.supportTeam(team);
    s.setType('Event');
    expect(useSupportingStore.getState()).toMatchObject({ type: 'Event', team: null, eventCity: null });
    s.setEventCity('Oklahoma City');
    s.setType('Event');
    expect(useSupportingStore.getState().eventCity).toBe('Oklahoma City');
    expect(describeSupport(useSupportingStore.getState())).toBe('Oklahoma City event');
  });

  it('persists to localStorage so the flow survives a reload', () => {
    useSupportingStore.getState().supportTeam(team);
    const stored = JSON.parse(localStorage.getItem(storeKey('supporting')) ?? '{}');
    expect(stored.state).toMatchObject({ type: 'Team', team });
  });
});

describe('shirt cart', () => {
  it('keeps one line per product and size and applies the 1-7 rule to its total (med × 2 + med × 7 is refused)', () => {
    const first = addToCart([], shirt({ size: 'med', quantity: 2 }));
    if (!first.ok) throw new Error(first.error);
    const refused = addToCart(first.items, shirt({ size: 'med', quantity: SHIRT_QUANTITY_MAX }));
    expect(refused).toEqual({ ok: false, error: 'At most 7 of one shirt and size per order. Your cart already has 2, so you can add up to 5 more.' });
    const merged = addToCart(first.items, shirt({ size: 'med', quantity: 5 }));
    if (!merged.ok) throw new Error(merged.error);
    expect(merged.items).toEqual([shirt({ size: 'med', quantity: 7 })]);
    expect(merged.line.quantity).toBe(7);
    const other = addToCart(merged.items, shirt({ size: 'sm' }));
    expect(other.ok && other.items.map((i) => [i.size, i.quantity])).toEqual([['med', 7], ['sm', 1]]);
  });

  it('merges lines of carts saved before', async () => {
    localStorage.setItem(storeKey('shirts'), JSON.stringify({ state: { items: [shirt({ quantity: 2 }), shirt({ quantity: 7 })] }, version: 1 }));
    await useShirtCartStore.persist.rehydrate();
    expect(useShirtCartStore.getState().items).toEqual([shirt({ quantity: SHIRT_QUANTITY_MAX })]);
  });

  it('adds and removes lines', () => {
    const cart = useShirtCartStore.getState();
    cart.addItem(shirt());
    cart.addItem(shirt({ size: 'sm' }));
    cart.removeItem(0);
    expect(useShirtCartStore.getState().items).toEqual([shirt({ size: 'sm' })]);
  });
});

describe('clearing the flow (thank-you)', () => {
  it('empties every cart and the pending payment but keeps the receipt to show', () => {
    useSupportingStore.getState().supportTeam(team);
    useContactStore.getState().setContact({ ...EMPTY_CONTACT, firstName: 'Ann', marketing: false });
    useDonationStore.getState().setAmount(25);
    useShirtCartStore.getState().addItem(shirt());
    useRunnersStore.getState().setRunners([emptyRunner()]);
    useTeamMembersStore.getState().setMembers([emptyMember()]);
    useTransactionStore.getState().setPaidPayment({ id: 'pi', secret: 's', amountCents: 100 });
    useTransactionStore.getState().setReceipt({ kind: 'join', contact: { firstName: 'Ann', lastName: 'Lee', email: 'a@b.co', phone: '' }, team, members: [] });

    clearPublicFlow();

    expect(useSupportingStore.getState().type).toBeNull();
    expect(useContactStore.getState().contact).toEqual(EMPTY_CONTACT);
    expect(useContactStore.getState().contact.marketing).toBe(true);
    expect(useDonationStore.getState().amount).toBeNull();
    expect(useShirtCartStore.getState().items).toEqual([]);
    expect(useRunnersStore.getState().runners).toEqual([]);
    expect(useTeamMembersStore.getState().members).toEqual([]);
    expect(useTransactionStore.getState().paidPayment).toBeNull();
    expect(useTransactionStore.getState().receipt?.kind).toBe('join');
  });
});
