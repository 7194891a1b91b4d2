import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { formatBRL } from '@/domain/money';
import { formatPhone } from '@/domain/operator';
import { customersQueryOptions, type CustomerWithCredit } from './api/customers';
import { CustomerCreditGrantDialog } from './components/customer-credit-grant-dialog';
import { CustomerCreditMovementsDialog } from './components/customer-credit-movements-dialog';
import { OperatorShell } from './components/operator-shell';
import { operatorPage } from './components/require-operator';
import { SearchForm } from './components/search-form';
import { useTableLayout } from './components/use-table-layout';

type Open = { action: 'grant' | 'movements'; customer: CustomerWithCredit } | null;
type ListProps = { customers: CustomerWithCredit[]; onOpen: (open: Open) => void };

function Actions({ customer, onOpen }: { customer: CustomerWithCredit; onOpen: ListProps['onOpen'] }) {
  return (
    <>
      <Button size="sm" onClick={() => onOpen({ action: 'grant', customer })}>
        Conceder crédito
        <span className="sr-only"> a {customer.name}</span>
      </Button>
      <Button size="sm" variant="outline" onClick={() => onOpen({ action: 'movements', customer })}>
        Movimentos
        <span className="sr-only"> de {customer.name}</span>
      </Button>
    </>
  );
}

const bookingsLabel = (count: number) => (count === 1 ? '1 reserva' : `${count} reservas`);

/** Phone: one card per customer. */
function CustomerCards({ customers, onOpen }: ListProps) {
  return (
    <ul aria-label="Clientes" className="grid gap-3">
      {customers.map((customer) => (
        <li key={customer.id} className="grid gap-1 rounded-xl border border-border p-3">
          <p className="flex items-baseline justify-between gap-2">
            <span className="min-w-0 break-words font-semibold">{customer.name}</span>
            <span className="shrink-0 font-semibold tabular-nums">{formatBRL(customer.credit)}</span>
          </p>
          <p className="wrap-anywhere text-sm">{customer.email ?? '—'}</p>
          <p className="flex justify-between gap-2 text-sm text-muted-foreground">
            <span>{formatPhone(customer.phone) || '—'}</span>
            <span>{bookingsLabel(customer.bookings)}</span>
          </p>
          <div className="mt-1 flex flex-wrap gap-2">
            <Actions customer={customer} onOpen={onOpen} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Desk: a table. */
function CustomerTable({ customers, onOpen }: ListProps) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead className="pl-0">Nome</TableHead>
          <TableHead>E-mail</TableHead>
          <TableHead>Celular</TableHead>
          <TableHead className="text-right">Crédito</TableHead>
          <TableHead className="text-right">Reservas</TableHead>
          <TableHead className="pr-0 text-right">
            <span className="sr-only">Ações</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {customers.map((customer) => (
          <TableRow key={customer.id}>
            <TableCell className="pl-0 font-semibold">{customer.name}</TableCell>
            <TableCell className="wrap-anywhere">{customer.email ?? '—'}</TableCell>
            <TableCell className="whitespace-nowrap">{formatPhone(customer.phone) || '—'}</TableCell>
            <TableCell className="text-right tabular-nums">{formatBRL(customer.credit)}</TableCell>
            <TableCell className="text-right tabular-nums">{customer.bookings}</TableCell>
            <TableCell className="pr-0">
              <div className="flex justify-end gap-2">
                <Actions customer={customer} onOpen={onOpen} />
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** `/admin/clientes`: the customers, their credit balance and bookings; the operator grants goodwill credit. */
export function CustomersPage() {
  const [search, setSearch] = useState('');
  const customers = useQuery(customersQueryOptions(search));
  const [open, setOpen] = useState<Open>(null);
  const table = useTableLayout();
  const close = () => setOpen(null);
  return (
    <OperatorShell
      title="Clientes"
      description="Saldo de crédito e reservas de cada cliente. Conceda um crédito de cortesia com o motivo."
      path={paths.operator.customers}
    >
      <SearchForm label="Nome, e-mail ou celular" onSearch={setSearch} />
      <QueryState
        query={customers}
        loading="Carregando os clientes..."
        failed="Não foi possível carregar os clientes."
      >
        {(loaded) =>
          loaded.length === 0 ? (
            <p className="text-muted-foreground">Nenhum cliente encontrado.</p>
          ) : table ? (
            <CustomerTable customers={loaded} onOpen={setOpen} />
          ) : (
            <CustomerCards customers={loaded} onOpen={setOpen} />
          )
        }
      </QueryState>
      <CustomerCreditGrantDialog customer={open?.action === 'grant' ? open.customer : null} onClose={close} />
      <CustomerCreditMovementsDialog
        customer={open?.action === 'movements' ? open.customer : null}
        onClose={close}
      />
    </OperatorShell>
  );
}

export default operatorPage(CustomersPage);
