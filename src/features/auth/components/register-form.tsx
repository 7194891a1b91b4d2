import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Field } from '@/components/ui/field';
import {
  duplicateSignupMessage,
  formatMobile,
  isRateLimited,
  registerErrorMessage,
  registerMessages,
  registerRateLimited,
  validateRegister,
} from '@/domain/auth-validation';
import { getSupabase } from '@/lib/supabase';
import { toast } from '@/lib/toast-store';
import { authFormToasts } from './auth-form-toasts';
import { checkSignupDuplicates } from '../api/check-signup-duplicates';
import { useAuth } from '../auth-context';

type RegisterFormProps = {
  onSignedIn: () => void;
  onNeedsConfirmation: (email: string) => void;
};

const empty = { nome: '', celular: '', email: '', password: '' };

export function RegisterForm({ onSignedIn, onNeedsConfirmation }: RegisterFormProps) {
  const { signUp } = useAuth();
  const [form, setForm] = useState(empty);
  const [busy, setBusy] = useState(false);

  const field = (name: keyof typeof empty) => ({
    value: form[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setForm((current) => ({
        ...current,
        [name]: name === 'celular' ? formatMobile(event.target.value) : event.target.value,
      })),
  });

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = validateRegister(form);
    if (problem) return void toast({ group: authFormToasts, ...problem, variant: 'destructive' });
    setBusy(true);
    try {
      const duplicate = duplicateSignupMessage(
        await checkSignupDuplicates(await getSupabase(), form.email, form.celular),
      );
      if (duplicate) return void toast({ group: authFormToasts, ...duplicate, variant: 'destructive' });
      const { error, needsConfirmation } = await signUp(form);
      if (error)
        return void toast({ group: authFormToasts, ...registerErrorMessage(error), variant: 'destructive' });
      const email = form.email.trim().toLowerCase();
      setForm(empty);
      if (needsConfirmation) return onNeedsConfirmation(email);
      toast({
        group: authFormToasts,
        title: 'Cadastro realizado com sucesso!',
        description: 'Bem-vindo à Movie Tour! Você já está logado.',
        variant: 'success',
      });
      onSignedIn();
    } catch (error) {
      toast({
        group: authFormToasts,
        ...(isRateLimited(error) ? registerRateLimited : registerMessages.unexpected),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="grid gap-4" onSubmit={handleSubmit} noValidate>
      <Field label="Nome completo" id="register-name">
        {(control) => (
          <Input {...control} autoComplete="name" placeholder="Seu nome completo" {...field('nome')} />
        )}
      </Field>
      <Field label="Celular" id="register-mobile">
        {(control) => (
          <Input
            {...control}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="(12) 99999-9999"
            {...field('celular')}
          />
        )}
      </Field>
      <Field label="Email" id="register-email">
        {(control) => (
          <Input
            {...control}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="seu@email.com"
            {...field('email')}
          />
        )}
      </Field>
      <Field label="Senha" id="register-password">
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="new-password"
            placeholder="Mínimo 6 caracteres"
            {...field('password')}
          />
        )}
      </Field>
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? 'Cadastrando...' : 'Cadastrar'}
      </Button>
    </form>
  );
}
