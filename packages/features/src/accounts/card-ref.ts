/**
 * The card number between the binding steps (spec 000 §2: `/accounts/bank_cards/bind/` then
 * `/accounts/bank_cards/bind/user/?cardNo&id`). The route and its parameter names stay the spec's,
 * but `cardNo` carries an opaque reference to the number, which stays in this page's memory: a
 * URL lands in the history, in server and proxy logs and in referrers, and a card number must
 * not (accounts README "Bank-card number"). A reference lives {@link CARD_REF_TTL_MS}; a reload
 * forgets it, and the holder step then asks for the number again.
 */

/** How long a reference resolves, ms (10 minutes). */
export const CARD_REF_TTL_MS = 10 * 60_000;

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';
const held = new Map<string, { cardNo: string; at: number }>();

/** A fresh reference: 16 random lower-case letters (no digit, so it can never spell a card). */
function newRef(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/**
 * Holds a card number in memory and answers the reference the URL carries instead.
 * @param cardNo the card's digits
 * @param now the time, ms (tests)
 */
export function cardRefOf(cardNo: string, now = Date.now()): string {
  for (const [ref, v] of held) if (now - v.at > CARD_REF_TTL_MS) held.delete(ref);
  const ref = newRef();
  held.set(ref, { cardNo, at: now });
  return ref;
}

/**
 * The card number a reference holds, or '' when it is unknown or older than
 * {@link CARD_REF_TTL_MS} (a reload, a shared link, or a number typed into the URL).
 * @param ref the `cardNo` parameter
 * @param now the time, ms (tests)
 */
export function cardNoOfRef(ref: string | null, now = Date.now()): string {
  if (!ref) return '';
  const v = held.get(ref);
  if (!v || now - v.at > CARD_REF_TTL_MS) return '';
  return v.cardNo;
}
