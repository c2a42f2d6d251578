// docs/product.md#constants: the chat link's country code.
const KUWAIT_COUNTRY_CODE = '965';

/**
 * docs/product.md#validation: strip non-digits; prefix 965 unless the number already starts with it. '' when
 * no digits.
 */
export function normaliseKuwaitPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits === '') return '';
  return digits.startsWith(KUWAIT_COUNTRY_CODE) ? digits : `${KUWAIT_COUNTRY_CODE}${digits}`;
}

/** A WhatsApp chat link for the number (normalised to 965), optionally with a prefilled message; null without a number. */
export function whatsAppChatUrl(phone: string, text?: string): string | null {
  const number = normaliseKuwaitPhone(phone);
  if (number === '') return null;
  const url = `https://wa.me/${number}`;
  return text ? `${url}?text=${encodeURIComponent(text)}` : url;
}

/** For display: «+965 9999 8888» for a local eight-digit number, else the normalised digits with a plus. */
export function formatKuwaitPhone(phone: string): string {
  const number = normaliseKuwaitPhone(phone);
  if (number === '') return '';
  const local = number.slice(KUWAIT_COUNTRY_CODE.length);
  if (local.length === 8) return `+${KUWAIT_COUNTRY_CODE} ${local.slice(0, 4)} ${local.slice(4)}`;
  return `+${number}`;
}
