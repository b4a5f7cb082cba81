import type { DealerFormInput, DealerFormValues } from '@/domain/leads/schemas'
import type { ProfileContact, UserProfile } from '@/domain/profile/profile'

/** The contact fields as the visitor left them in an earlier form of this visit; the zip from the page if none. */
export function prefillContact(profile: UserProfile, zipcode?: string): DealerFormInput {
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    email: profile.email ?? '',
    phone: profile.phone ?? '',
    addressLine1: profile.addressLine1 ?? '',
    city: profile.city ?? '',
    state: profile.state ?? '',
    zip: profile.zip ?? zipcode?.trim() ?? '',
    comments: '',
  }
}

/** The fields of a sent form that the profile keeps. */
export function contactOf(values: DealerFormValues): ProfileContact {
  const { firstName, lastName, email, phone, addressLine1, city, state, zip } = values
  return { firstName, lastName, email, phone, addressLine1, city, state, zip }
}
