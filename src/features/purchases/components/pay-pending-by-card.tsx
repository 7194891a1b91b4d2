import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatBRL, sumMoney } from '@/domain/money';
import type { PurchaseCard } from '@/domain/purchases';
import { useAuth } from '@/features/auth';
import { toast } from '@/lib/toast-store';

/**
 * Pending card orders (a card payment cancelled or abandoned) paid later: one checkout session for all of
 * them, priced again by the server. Shown only when there is something payable.
 */
export function PayPendingByCard({ cards }: { cards: PurchaseCard[] }) {
  const { user } = useAuth();
  const [busy, setBusy] = useState(false);
  const payable = cards.flatMap((card) => (card.payByCard ? [card.payByCard] : []));
  if (payable.length === 0 || !user) return null;
  const total = sumMoney(payable.map((entry) => entry.value));

  async function pay() {
    setBusy(true);
    try {
      const { openCheckoutSession } = await import('@/features/checkout');
      const { url } = await openCheckoutSession(
        payable.map((entry) => entry.item),
        total,
        user?.email ?? null,
      );
      window.location.assign(url);
    } catch {
      setBusy(false);
      toast({
        title: 'Erro ao processar pagamento',
        description: 'Não foi possível criar o pedido. Tente novamente.',
        variant: 'destructive',
      });
    }
  }

  return (
    <div className="mx-5 mb-5 flex flex-col gap-3 rounded-xl border border-dashed border-border bg-muted/50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-muted-foreground">
        {payable.length === 1
          ? 'Um passeio reservado com cartão ainda não foi pago.'
          : `${payable.length} passeios reservados com cartão ainda não foram pagos.`}
      </p>
      <Button onClick={() => void pay()} disabled={busy} className="shrink-0">
        <CreditCard className="size-4" aria-hidden="true" />
        {busy ? 'Processando...' : `Pagar com cartão · ${formatBRL(total)}`}
      </Button>
    </div>
  );
}
