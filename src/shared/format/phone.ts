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

/** Arabic-Indic (٠–٩) and Eastern Arabic-Indic (۰–۹) digits, as an Arabic keyboard types them. */
const ARABIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;

/** The text with its Arabic-Indic digits written as 0–9; everything else as it was. */
export function toLatinDigits(text: string): string {
  // Both runs end in their digit's value: U+0660 and U+06F0 are 0, U+0669 and U+06F9 are 9.
  return text.replace(ARABIC_DIGITS, (digit) => String(digit.charCodeAt(0) & 0xf));
}

/** Digits of an international number, its country code included (E.164 allows 15). */
const INTERNATIONAL_DIGITS = { min: 7, max: 15 } as const;
const KUWAIT_LOCAL_DIGITS = 8;

/**
 * A member's phone as the keepers type it, stored one way: `+` and the digits with the country
 * code (`+96599998888`). Eight digits are a Kuwaiti number; `+` or `00` starts an international
 * one (a Kuwaiti one given so must have its eight digits). Spaces, dashes, dots and brackets are
 * separators; Arabic-Indic digits count as digits. '' for an empty text; null when it is no number.
 */
export function normaliseContactPhone(text: string): string | null {
  const written = toLatinDigits(text).trim();
  if (written === '') return '';
  if (!/^(\+|00)?[\d\s\-().]+$/.test(written)) return null;
  const international = written.startsWith('+') || written.startsWith('00');
  let digits = written.replace(/\D/g, '');
  if (written.startsWith('00')) digits = digits.slice(2);
  const kuwaitWhole = KUWAIT_COUNTRY_CODE.length + KUWAIT_LOCAL_DIGITS;
  if (digits.startsWith(KUWAIT_COUNTRY_CODE) && digits.length === kuwaitWhole) return `+${digits}`;
  if (!international)
    return digits.length === KUWAIT_LOCAL_DIGITS ? `+${KUWAIT_COUNTRY_CODE}${digits}` : null;
  // A Kuwaiti number given with its code has its eight digits, no more, no fewer.
  if (digits.startsWith(KUWAIT_COUNTRY_CODE)) return null;
  return digits.length >= INTERNATIONAL_DIGITS.min && digits.length <= INTERNATIONAL_DIGITS.max
    ? `+${digits}`
    : null;
}
