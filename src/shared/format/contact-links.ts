// The directory's call and WhatsApp links (docs/product.md#the-family-directory). A contact phone is
// stored one way, `+` and its digits (normaliseContactPhone), so the links are made from it as it
// is: no country is guessed, unlike the Kuwait-only links of the public contact details.

const STORED_PHONE = /^\+\d{7,15}$/;

/** `tel:+96599998888`; null for anything not stored as a contact phone. */
export function callLink(stored: string): string | null {
  return STORED_PHONE.test(stored) ? `tel:${stored}` : null;
}

/** `https://wa.me/96599998888`: WhatsApp takes the international digits without the `+`. */
export function whatsAppLink(stored: string): string | null {
  return STORED_PHONE.test(stored) ? `https://wa.me/${stored.slice(1)}` : null;
}
