import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { resetRequestErrorMessage, validateResetRequest } from '@/domain/auth-validation';
import { toast } from '@/lib/toast-store';
import { authFormToasts } from './auth-form-toasts';
import { useAuth } from '../auth-context';

/**
 * 'Esqueci minha senha': the address to mail a recovery link to. The answer is the same whether or not the address
 * has an account, so the form does not reveal who is a customer.
 */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { requestPasswordReset } = useAuth();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = validateResetRequest(email);
    if (problem) return void toast({ group: authFormToasts, ...problem, variant: 'destructive' });
    setBusy(true);
    try {
      const { error } = await requestPasswordReset(email);
      if (error) {
        return void toast({
          group: authFormToasts,
          ...resetRequestErrorMessage(error),
          variant: 'destructive',
        });
      }
      setSentTo(email.trim());
    } finally {
      setBusy(false);
    }
  }

  if (sentTo !== null) {
    return (
      <div className="grid gap-4">
        <p role="status" className="rounded-lg bg-muted px-4 py-3 text-sm">
          Se houver uma conta com o e-mail <strong className="break-all">{sentTo}</strong>, enviamos um link
          para criar uma nova senha. O link vale por 1 hora.
        </p>
        <Button type="button" size="lg" variant="outline" onClick={onBack}>
          Voltar para o login
        </Button>
      </div>
    );
  }

  return (
    <form className="grid gap-4" onSubmit={handleSubmit} noValidate>
      <p className="text-sm text-muted-foreground">
        Informe o e-mail da sua conta: enviamos um link para você criar uma nova senha.
      </p>
      <Field label="Email" id="reset-email">
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="seu@email.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </Field>
      <Button type="submit" size="lg" aria-busy={busy}>
        {busy ? 'Enviando...' : 'Enviar link'}
      </Button>
      <Button type="button" variant="link" onClick={onBack}>
        Voltar para o login
      </Button>
    </form>
  );
}
