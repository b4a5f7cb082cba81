/** What an address provider fills in; a field it does not know stays as the visitor left it. */
export type AddressFill = { addressLine1?: string; city?: string; state?: string; zip?: string }

export type AddressField = keyof AddressFill
