const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** BRL in pt-BR with 2 decimals, e.g. 'R$ 1.100,00'. */
export function formatBRL(value: number): string {
  return brl.format(value);
}

/** Rounds to cents without float drift (1.005 → 1.01). */
export function roundMoney(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

export const toCents = (value: number) => Math.round(value * 100);
export const fromCents = (cents: number) => cents / 100;
