import { formatBRL } from '@/domain/money';
import type { CreditSplit } from '@/domain/credits';

type UseCreditControlProps = {
  balance: number;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The credit applied to this checkout's total while the control is on. */
  split: CreditSplit;
};

/**
 * The checkout's 'Usar meu crédito (R$ 500,00)': a checkbox, then the credit applied (each payment method then says
 * what is left for it to charge; nothing when the credit covers it all).
 */
export function UseCreditControl({
  balance,
  checked,
  disabled,
  onCheckedChange,
  split,
}: UseCreditControlProps) {
  return (
    <div className="grid gap-2 rounded-xl border border-border p-4 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring">
      <label className="flex cursor-pointer items-center gap-3 font-semibold">
        <input
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onCheckedChange(event.target.checked)}
          className="size-5 accent-[var(--color-curtain)]"
        />
        Usar meu crédito ({formatBRL(balance)})
      </label>
      {checked ? (
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Crédito aplicado</dt>
          <dd className="text-right font-semibold tabular-nums">−{formatBRL(split.credit)}</dd>
          {split.coversAll ? (
            <>
              <dt className="text-muted-foreground">Falta pagar</dt>
              <dd className="text-right font-semibold tabular-nums">{formatBRL(0)}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
    </div>
  );
}
