import {
  DEFAULT_STATE, phoneField, userCreateNestedInputSchema, type Address, type EventCity, type AssignableRole, type UserCreateInput,
} from '@walkfund/domain';

/** The new-user form (docs/spec/back-office.md §2, New user). */
export interface NewUserDraft {
  email: string;
  password: string;
  role: AssignableRole;
  firstName: string;
  lastName: string;
  lifeChurch: boolean;
  lifeChurchLocation: string;
  marketing: boolean;
  phone: string;
  address: Address;
  eventYear: number | string;
  eventCity: string;
}

/** The spec's defaults: role Captain, marketing on, the current event year (docs/decisions/0102-event-year.md). */
export function emptyNewUser(currentYear: number): NewUserDraft {
  return {
    email: '',
    password: '',
    role: 'captain',
    firstName: '',
    lastName: '',
    lifeChurch: false,
    lifeChurchLocation: '',
    marketing: true,
    phone: '',
    address: { address: '', city: '', state: DEFAULT_STATE, zipcode: '' },
    eventYear: currentYear,
    eventCity: '',
  };
}

function isBlankAddress(a: Address): boolean {
  return [a.address, a.city, a.zipcode].every((part) => part.trim() === '');
}

/**
 * The spec's create-user payload: {user: {email, password, role}, person: {firstName, lastName,
 * lifeChurch, marketing, email, phone, eventYear, eventCity, lifeChurchLocation if lifeChurch,
 * address if given}}.
 */
export function toUserCreateInput(d: NewUserDraft): UserCreateInput {
  return {
    // A volunteer checks in the person's event city (docs/decisions/0011-event-day-check-in.md).
    user: { email: d.email, password: d.password, role: d.role, ...(d.role === 'volunteer' && d.eventCity ? { eventCity: d.eventCity as EventCity } : {}) },
    person: {
      firstName: d.firstName,
      lastName: d.lastName,
      email: d.email,
      phone: d.phone,
      lifeChurch: d.lifeChurch,
      ...(d.lifeChurch ? { lifeChurchLocation: d.lifeChurchLocation || null } : {}),
      marketing: d.marketing,
      anonymous: false,
      useEmployerAsName: false,
      eventYear: d.eventYear === '' ? undefined : Number(d.eventYear),
      ...(d.eventCity ? { eventCity: d.eventCity as EventCity } : {}),
      ...(isBlankAddress(d.address) ? {} : { address: d.address }),
    },
  };
}

/**
 * The form's errors, keyed by its fields: the server's schema of the payload (user.email and
 * person.firstName become email and firstName), plus the phone the form requires (basic info).
 */
export function newUserErrors(d: NewUserDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  const parsed = userCreateNestedInputSchema.safeParse(toUserCreateInput(d));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.slice(1).map(String).join('.');
      errors[key] ??= issue.message;
    }
  }
  const phone = phoneField.safeParse(d.phone);
  if (!phone.success) errors.phone ??= phone.error.issues[0]?.message ?? '';
  if (d.eventYear === '') errors.eventYear ??= 'Event year is required.';
  return errors;
}
