import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { formatBRL, sumMoney } from '@/domain/money';
import { matchesCheckout } from '@/domain/operator';
import { PAID_PIX_HOURS, paidPixQueryOptions } from './api/paid-pix';
import { lapsedPixQueryOptions, pendingPixQueryOptions } from './api/pending-pix';
import { CheckoutCard, type PixAction, type ReconciledCheckout } from './components/checkout-card';
import { CheckoutSection } from './components/checkout-section';
import { ExtendHoldDialog, type PixHold } from './components/extend-hold-dialog';
import { OperatorShell } from './components/operator-shell';
import { operatorPage } from './components/require-operator';
import { PixActionDialog } from './components/pix-action-dialog';

function SearchField({ query, onChange }: { query: string; onChange: (query: string) => void }) {
  return (
    <Field label="Buscar por transação, nome ou valor" className="max-w-md">
      {(control) => (
        <div className="relative">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            {...control}
            type="search"
            value={query}
            placeholder="TOUR12345678, Maria, 380,00"
            onChange={(event) => onChange(event.target.value)}
            className="pl-9"
          />
        </div>
      )}
    </Field>
  );
}

/**
 * `/admin/pagamentos`: the PIX checkouts waiting for their transfer, to confirm or cancel; those with a charge at
 * the provider confirm themselves and only show where they stand, the ones it paid included.
 */
export function PixPaymentsPage() {
  const checkouts = useQuery(pendingPixQueryOptions());
  const lapsed = useQuery(lapsedPixQueryOptions());
  const paid = useQuery(paidPixQueryOptions());
  const [query, setQuery] = useState('');
  const [action, setAction] = useState<PixAction | null>(null);
  const [extending, setExtending] = useState<PixHold | null>(null);
  const now = new Date();
  const matching = (list: ReconciledCheckout[] | undefined) =>
    (list ?? []).filter((checkout) => matchesCheckout(checkout, query));
  const lapsedShown = matching(lapsed.data);
  const paidShown = matching(paid.data);

  return (
    <OperatorShell
      title="Pagamentos PIX"
      description="Pedidos PIX aguardando pagamento. Cobranças automáticas se confirmam sozinhas; as demais, confira a transação e o valor no extrato do banco."
      path={paths.operator.payments}
    >
      <SearchField query={query} onChange={setQuery} />
      <QueryState
        query={checkouts}
        loading="Carregando pagamentos..."
        failed="Não foi possível carregar os pagamentos."
        className="mt-8"
      >
        {(pending) => {
          const shown = matching(pending);
          const total = sumMoney(shown.map((checkout) => checkout.total));
          return (
            <>
              <p className="mt-6 text-sm text-muted-foreground" aria-live="polite">
                {shown.length === 0
                  ? query
                    ? 'Nenhum pedido encontrado com essa busca.'
                    : 'Nenhum pagamento PIX aguardando.'
                  : `${shown.length} ${shown.length === 1 ? 'pedido aguardando' : 'pedidos aguardando'}, ${formatBRL(total)} no total`}
              </p>
              <ul className="mt-3 grid gap-4 lg:grid-cols-2">
                {shown.map((checkout) => (
                  <CheckoutCard
                    key={checkout.key}
                    checkout={checkout}
                    now={now}
                    onAction={setAction}
                    onExtend={setExtending}
                  />
                ))}
              </ul>
            </>
          );
        }}
      </QueryState>
      {lapsedShown.length > 0 ? (
        <CheckoutSection
          id="prazo-vencido"
          title="Prazo vencido"
          description="Pedidos cancelados porque a transferência não chegou no prazo, de passeios que ainda vão acontecer. Se o valor apareceu no extrato depois, confirme o pagamento: as vagas são conferidas de novo. Cobranças automáticas expiradas não recebem mais pagamento."
        >
          {lapsedShown.map((checkout) => (
            <CheckoutCard key={checkout.key} checkout={checkout} now={now} lapsed onAction={setAction} />
          ))}
        </CheckoutSection>
      ) : null}
      {paidShown.length > 0 ? (
        <CheckoutSection
          id="pagos-automaticamente"
          title="Pagos automaticamente"
          description={`Cobranças PIX que o provedor confirmou nas últimas ${PAID_PIX_HOURS} horas: os passeios já estão reservados, nada a fazer.`}
        >
          {paidShown.map((checkout) => (
            <CheckoutCard key={checkout.key} checkout={checkout} now={now} onAction={setAction} />
          ))}
        </CheckoutSection>
      ) : null}
      <PixActionDialog action={action} onClose={() => setAction(null)} />
      <ExtendHoldDialog checkout={extending} onClose={() => setExtending(null)} />
    </OperatorShell>
  );
}

export default operatorPage(PixPaymentsPage);
