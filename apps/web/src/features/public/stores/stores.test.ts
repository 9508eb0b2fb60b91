import { beforeEach, describe, expect, it } from 'vitest';
import { SHIRT_QUANTITY_MAX } from '@walkfund/domain';
import { resetPublicStores } from '../testing/render.tsx';
import { clearPublicFlow } from './clear-public-flow.ts';
import { EMPTY_CONTACT, useContactStore } from './contact-store.ts';
import { useDonationStore } from './donation-store.ts';
import { emptyRunner, useRunnersStore } from './runners-store.ts';
import { addToCart, useShirtCartStore, type ShirtCartItem } from './shirt-cart-store.ts';
import { storeKey } from './store-key.ts';
import { describeSupport, isSupportingComplete, supportedCity, useSupportingStore } from './supporting-store.ts';
import { emptyMember, useTeamMembersStore } from './team-members-store.ts';
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
  it('merges the same product and size while the line stays within the quantity limit', () => {
    let items = addToCart([], shirt({ quantity: 2 }));
    items = addToCart(items, shirt({ quantity: 3 }));
    expect(items).toEqual([shirt({ quantity: 5 })]);
    items = addToCart(items, shirt({ quantity: SHIRT_QUANTITY_MAX }));
    expect(items).toHaveLength(2);
    items = addToCart(items, shirt({ size: 'sm' }));
    expect(items.map((i) => i.size)).toEqual(['lg', 'lg', 'sm']);
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
