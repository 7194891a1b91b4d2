import { useQuery } from '@tanstack/react-query';
import { Wallet } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { QueryState } from '@/components/ui/query-state';
import { creditExpirySentence } from '@/domain/credits';
import { formatBRL } from '@/domain/money';
import { myCreditBalanceQueryOptions } from '../api/credit-balance';
import { myCreditMovementsQueryOptions } from '../api/credit-movements';
import { CreditMovementList } from './credit-movement-list';

/**
 * My Purchases' 'Seu crédito: R$ 500,00' with the next expiry and the movements; shown once the customer has a
 * balance or any movement (a credit spent to the last cent still shows where it went).
 */
export function CreditPanel({ userId }: { userId: string }) {
  const balance = useQuery(myCreditBalanceQueryOptions(userId));
  const movements = useQuery(myCreditMovementsQueryOptions(userId));
  const [open, setOpen] = useState(false);
  if (!balance.data || (balance.data.balance <= 0 && !movements.data?.length)) return null;
  const expiry = creditExpirySentence(balance.data.expiring, balance.data.nextExpiry);
  return (
    <section
      aria-labelledby="credit-title"
      className="mt-6 flex flex-col gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm sm:flex-row sm:items-center sm:gap-6 sm:p-5"
    >
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-full bg-night text-gold">
          <Wallet className="size-6" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 id="credit-title" className="text-lg font-semibold">
            Seu crédito: {formatBRL(balance.data.balance)}
          </h2>
          <p className="text-sm text-muted-foreground">
            {balance.data.balance <= 0
              ? 'Sem saldo no momento.'
              : (expiry ?? 'Use na próxima reserva, na forma de pagamento.')}
          </p>
        </div>
      </div>
      {/* The trigger gives focus back to the button when the dialog closes. */}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="outline" className="sm:shrink-0">
            Ver movimentos
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Movimentos do crédito</DialogTitle>
            <DialogDescription>Saldo atual: {formatBRL(balance.data.balance)}</DialogDescription>
          </DialogHeader>
          <QueryState
            query={movements}
            loading="Carregando os movimentos..."
            failed="Não foi possível carregar os movimentos."
          >
            {(loaded) => <CreditMovementList movements={loaded} />}
          </QueryState>
        </DialogContent>
      </Dialog>
    </section>
  );
}
