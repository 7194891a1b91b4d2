import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { QueryState } from '@/components/ui/query-state';
import { formatPhone } from '@/domain/operator';
import { customersQueryOptions, type CustomerRow } from '../api/record-booking';

const contactOf = (customer: CustomerRow) =>
  [formatPhone(customer.celular), customer.email_cliente].filter(Boolean).join(' · ');

function FoundCustomers({
  customers,
  onSelect,
}: {
  customers: CustomerRow[];
  onSelect: (c: CustomerRow) => void;
}) {
  if (customers.length === 0) {
    return <p className="text-sm text-muted-foreground">Nenhum cliente encontrado: cadastre um novo.</p>;
  }
  return (
    <ul className="grid gap-1" aria-label="Clientes encontrados">
      {customers.map((customer) => (
        <li key={customer.id_cliente}>
          <button
            type="button"
            onClick={() => onSelect(customer)}
            className="w-full rounded-lg border border-border px-3 py-2 text-left text-sm hover:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <span className="block break-words font-semibold">{customer.nome_cliente}</span>
            <span className="wrap-anywhere text-muted-foreground">{contactOf(customer)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** A registered customer, found by mobile, e-mail or name; once picked, shown with the way to pick another. */
export function CustomerPicker({
  selected,
  onSelect,
  error,
}: {
  selected: CustomerRow | null;
  onSelect: (customer: CustomerRow | null) => void;
  error?: string;
}) {
  const [query, setQuery] = useState('');
  const found = useQuery(customersQueryOptions(query));
  if (selected) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-primary/40 bg-muted/40 p-3">
        <p className="min-w-0 break-words text-sm">
          <span className="block font-semibold">{selected.nome_cliente}</span>
          <span className="text-muted-foreground">{contactOf(selected)}</span>
        </p>
        <Button type="button" variant="outline" size="sm" onClick={() => onSelect(null)}>
          Trocar cliente
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-2">
      <Field
        label="Buscar cliente por celular, e-mail ou nome"
        error={error}
        hint="Digite pelo menos 3 caracteres."
      >
        {(control) => (
          <Input
            {...control}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        )}
      </Field>
      {query.trim().length >= 3 ? (
        <QueryState
          query={found}
          loading="Buscando..."
          failed="Não foi possível buscar os clientes."
          className="text-sm"
        >
          {(customers) => <FoundCustomers customers={customers} onSelect={onSelect} />}
        </QueryState>
      ) : null}
    </div>
  );
}
