import { Loader2, TicketPercent, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { typedCodeProblem } from '@/domain/coupons';
import type { CartCouponState } from '@/features/cart';

type CouponFieldProps = Pick<
  CartCouponState,
  'code' | 'coupon' | 'refusal' | 'checking' | 'apply' | 'remove'
>;

/** 'Cupom de desconto': a code applied to the cart, or why the database refused it. */
export function CouponField({ code, coupon, refusal, checking, apply, remove }: CouponFieldProps) {
  const [typed, setTyped] = useState(code ?? '');
  const [problem, setProblem] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = typedCodeProblem(typed);
    setProblem(invalid);
    if (!invalid) apply(typed);
  }

  if (coupon) {
    return (
      <section
        aria-label="Cupom de desconto"
        className="flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-success/50 bg-success/10 p-4"
      >
        <p className="flex min-w-0 items-center gap-2 text-sm font-semibold">
          <TicketPercent className="size-4 shrink-0 text-success" aria-hidden="true" />
          <span className="wrap-anywhere">Cupom {coupon.codigo} aplicado</span>
        </p>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            remove();
            setTyped('');
          }}
        >
          <X aria-hidden="true" />
          Remover cupom
        </Button>
      </section>
    );
  }

  const error = problem ?? (code && typed && code === typed.trim().toUpperCase() ? refusal : null);
  return (
    <form
      onSubmit={handleSubmit}
      className="rounded-2xl border border-border bg-card p-4 shadow-sm"
      noValidate
    >
      <Field label="Cupom de desconto" id="cupom-codigo" error={error}>
        {(control) => (
          <div className="flex gap-2">
            <Input
              {...control}
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value);
                setProblem(null);
              }}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              placeholder="Ex.: INVERNO10"
              className="min-w-0 uppercase placeholder:normal-case"
            />
            <Button type="submit" variant="outline" className="h-11 shrink-0" disabled={checking}>
              {checking ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              Aplicar
            </Button>
          </div>
        )}
      </Field>
      {code && refusal && error ? (
        <Button
          type="button"
          variant="link"
          size="sm"
          className="mt-1 h-auto px-0"
          onClick={() => {
            remove();
            setTyped('');
          }}
        >
          Remover cupom
        </Button>
      ) : null}
    </form>
  );
}
