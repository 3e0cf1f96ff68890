// Where the donation form sends the visitor: the configured card-payment page with the chosen amount,
// the currency and the page to come back to after paying (/donationsuccess).

export const DONATION_AMOUNTS = [50, 100, 200, 500] as const;
export const DONATION_MAX = 100_000;

export function donationUrl(paymentPage: string, amount: number, currency: string, origin: string): string {
  const url = new URL(paymentPage, origin);
  url.searchParams.set('amount', String(amount));
  url.searchParams.set('currency', currency);
  url.searchParams.set('returnUrl', new URL('/donationsuccess', origin).href);
  return url.href;
}

/** A typed amount as a whole positive number within bounds, or null. */
export function parseAmount(text: string): number | null {
  const normalised = text.trim().replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660));
  if (!/^\d+$/.test(normalised)) return null;
  const n = Number(normalised);
  return n >= 1 && n <= DONATION_MAX ? n : null;
}
