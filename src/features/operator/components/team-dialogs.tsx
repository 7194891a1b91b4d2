import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { normalizeEmail } from '@/domain/auth-validation';
import { driverEmailError, type StaffMember } from '@/domain/operator-team';
import { toast } from '@/lib/toast-store';
import { setStaffRoleMutationOptions } from '../api/team';
import { ActionDialog } from './action-dialog';
import { useRefusal } from './dialog-refusal';
import { FormActions } from './form-actions';

/** 'Adicionar motorista': an account that already exists (the driver signs up first) becomes a driver. */
export function AddDriverDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const save = useMutation(setStaffRoleMutationOptions());
  const refusal = useRefusal();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setEmail('');
    setError(null);
    onClose();
  };
  const submit = () => {
    const problem = driverEmailError(email);
    setError(problem);
    if (problem) return;
    // As the account stores it, and the team's list shows it: trimmed, lower-case.
    const account = normalizeEmail(email);
    save.mutate(
      { email: account, role: 'motorista' },
      {
        onSuccess: () => {
          toast({ title: 'Motorista adicionado', description: `${account} já pode abrir o Embarque.` });
          close();
        },
        onError: refusal.failed('Motorista não adicionado'),
      },
    );
  };
  return (
    <ActionDialog
      refusal={refusal}
      open={open}
      busy={save.isPending}
      onClose={close}
      title="Adicionar motorista"
      description="A pessoa cria a conta no site primeiro; aqui ela ganha acesso ao Embarque, e só a ele."
    >
      <form
        className="grid gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Field label="E-mail da conta" error={error}>
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="off"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setError(null);
              }}
            />
          )}
        </Field>
        <FormActions busy={save.isPending} onBack={close}>
          Adicionar
        </FormActions>
      </form>
    </ActionDialog>
  );
}

/** 'Remover acesso': the driver's account goes back to a customer's. Open while `member` is set. */
export function RemoveDriverDialog({ member, onClose }: { member: StaffMember | null; onClose: () => void }) {
  const save = useMutation(setStaffRoleMutationOptions());
  const refusal = useRefusal();
  return (
    <ActionDialog
      refusal={refusal}
      open={member !== null}
      busy={save.isPending}
      onClose={onClose}
      title="Remover acesso de motorista"
      description={`${member?.name} (${member?.email}) deixa de abrir o Embarque. A conta continua como cliente.`}
    >
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!member) return;
          save.mutate(
            { email: member.email, role: 'cliente' },
            {
              onSuccess: () => {
                toast({ title: 'Acesso removido', description: `${member.name} não é mais motorista.` });
                onClose();
              },
              onError: refusal.failed('Acesso não removido'),
            },
          );
        }}
      >
        <FormActions busy={save.isPending} onBack={onClose} destructive>
          Remover acesso
        </FormActions>
      </form>
    </ActionDialog>
  );
}
