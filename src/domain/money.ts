/**
 * BRL in pt-BR with 2 decimals, e.g. 'R$ 1.100,00', exactly as `Intl.NumberFormat('pt-BR', {style: 'currency',
 * currency: 'BRL'})` writes it (a no-break space after 'R$'; money.test.ts compares the two), rounded like
 * `toCents`. Written out because building that formatter loads the locale's currency data, the largest single
 * cost of showing a page's prices on a phone.
 */
export function formatBRL(value: number): string {
  const cents = toCents(value);
  const whole = Math.trunc(Math.abs(cents) / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const fraction = String(Math.abs(cents) % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}R$\u00a0${whole},${fraction}`;
}

/**
 * Whole cents, rounding half away from zero. Reading the product at 12 significant digits first drops the
 * binary noise of `x * 100` (1.005 * 100 is 100.49999999999999), so 1.005 gives 101 cents, not 100.
 */
export function toCents(value: number): number {
  const cents = Number((Math.abs(value) * 100).toPrecision(12));
  return Math.sign(value) * Math.round(cents);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** Rounds to 2 decimals without float drift (1.005 → 1.01, 0.1 + 0.2 → 0.3). */
export function roundMoney(value: number): number {
  return fromCents(toCents(value)) + 0;
}

/** Adds money values exactly, in cents. */
export function sumMoney(values: readonly number[]): number {
  return fromCents(values.reduce((sum, value) => sum + toCents(value), 0));
}
