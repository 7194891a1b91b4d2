import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { QueryState } from '@/components/ui/query-state';
import { formatBRL } from '@/domain/money';
import { CreditMovementList, customerCreditMovementsQueryOptions } from '@/features/credits';
import type { CustomerWithCredit } from '../api/customers';
import { ActionDialog } from './action-dialog';

function Movements({ customerId }: { customerId: number }) {
  const movements = useQuery(customerCreditMovementsQueryOptions(customerId));
  return (
    <QueryState
      query={movements}
      loading="Carregando os movimentos..."
      failed="Não foi possível carregar os movimentos."
    >
      {(loaded) => <CreditMovementList movements={loaded} />}
    </QueryState>
  );
}

/** 'Movimentos': a customer's credit ledger, as the customer sees it; open while `customer` is set. */
export function CustomerCreditMovementsDialog({
  customer,
  onClose,
}: {
  customer: CustomerWithCredit | null;
  onClose: () => void;
}) {
  return (
    <ActionDialog
      open={customer !== null}
      busy={false}
      onClose={onClose}
      title={customer ? `Crédito de ${customer.name}` : ''}
      description={customer ? `Saldo atual: ${formatBRL(customer.credit)}` : ''}
    >
      {customer ? (
        <div className="max-h-[60vh] overflow-y-auto">
          <Movements customerId={customer.id} />
        </div>
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Fechar
        </Button>
      </DialogFooter>
    </ActionDialog>
  );
}
