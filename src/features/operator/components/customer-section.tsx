import { UserPlus, UserRoundSearch } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { NewBookingState } from '../hooks/use-new-booking-form';
import { CustomerPicker } from './customer-picker';
import { FormSection } from './form-section';

function NewCustomerFields({ state }: { state: NewBookingState }) {
  const { form, set, errors } = state;
  return (
    <>
      <Field label="Nome completo" error={errors.nome}>
        {(control) => (
          <Input
            {...control}
            value={form.nome}
            autoComplete="off"
            onChange={(e) => set('nome')(e.target.value)}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Celular com DDD" error={errors.celular}>
          {(control) => (
            <Input
              {...control}
              type="tel"
              inputMode="tel"
              value={form.celular}
              placeholder="(12) 99999-0000"
              onChange={(e) => set('celular')(e.target.value)}
            />
          )}
        </Field>
        <Field
          label="E-mail (opcional)"
          error={errors.email}
          hint="Com o e-mail, o cliente recebe a confirmação e vê a reserva ao criar a conta."
        >
          {(control) => (
            <Input
              {...control}
              type="email"
              value={form.email}
              onChange={(e) => set('email')(e.target.value)}
            />
          )}
        </Field>
      </div>
    </>
  );
}

/** Who the booking is for: a registered customer found by the search, or a new one. */
export function CustomerSection({ state }: { state: NewBookingState }) {
  const { registering, setRegistering, customer, pickCustomer, errors } = state;
  return (
    <FormSection title="Cliente">
      {registering ? (
        <>
          <NewCustomerFields state={state} />
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            onClick={() => setRegistering(false)}
          >
            <UserRoundSearch aria-hidden="true" />
            Buscar cliente cadastrado
          </Button>
        </>
      ) : (
        <>
          <CustomerPicker selected={customer} error={errors.cliente} onSelect={pickCustomer} />
          {customer ? null : (
            <Button
              type="button"
              variant="outline"
              className="justify-self-start"
              onClick={() => setRegistering(true)}
            >
              <UserPlus aria-hidden="true" />
              Cadastrar novo cliente
            </Button>
          )}
        </>
      )}
    </FormSection>
  );
}
