import { describe, expect, it } from 'vitest';
import { personContactRow, personIdentityRow } from './person-row.ts';

const contact = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', lifeChurch: false, anonymous: false, marketing: true, useEmployerAsName: false };

describe('personContactRow', () => {
  it('stores empty texts and missing fields as NULL', () => {
    expect(personContactRow({ ...contact, phone: '', myEmployer: '' })).toEqual({
      ...contact,
      phone: null,
      address: null,
      lifeChurchLocation: null,
      shirtSize: null,
      myEmployer: null,
    });
  });

  it('keeps the campus only when lifeChurch is set, from either field', () => {
    expect(personContactRow({ ...contact, lifeChurch: true, lifeChurchCampus: 'Edmond' }).lifeChurchLocation).toBe('Edmond');
    expect(personContactRow({ ...contact, lifeChurch: true, lifeChurchLocation: 'Yukon', lifeChurchCampus: 'Yukon' }).lifeChurchLocation).toBe('Yukon');
    expect(personContactRow({ ...contact, lifeChurch: false, lifeChurchLocation: 'Yukon' }).lifeChurchLocation).toBeNull();
  });

  it('writes the identity columns alone for a runner or an added member (the donor options keep their defaults)', () => {
    const row = personIdentityRow({ firstName: 'Bo', lastName: 'Quick', email: 'bo@example.com', phone: '', lifeChurch: false });
    expect(row).toEqual({ firstName: 'Bo', lastName: 'Quick', email: 'bo@example.com', phone: null, address: null, lifeChurch: false, lifeChurchLocation: null, shirtSize: null });
    expect(row).not.toHaveProperty('marketing');
  });
});
