import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Field } from '@/components/ui/field';
import { loginErrorMessage, validateLogin } from '@/domain/auth-validation';
import { toast } from '@/lib/toast-store';
import { authFormToasts } from './auth-form-toasts';
import { useAuth } from '../auth-context';

export function LoginForm({ onSuccess, onForgot }: { onSuccess: () => void; onForgot: () => void }) {
  const { signIn } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = validateLogin({ email, password });
    if (problem) return void toast({ group: authFormToasts, ...problem, variant: 'destructive' });
    setBusy(true);
    try {
      const { error } = await signIn(email, password);
      if (error)
        return void toast({ group: authFormToasts, ...loginErrorMessage(error), variant: 'destructive' });
      setEmail('');
      setPassword('');
      toast({
        group: authFormToasts,
        title: 'Login realizado com sucesso!',
        description: 'Bem-vindo de volta.',
        variant: 'success',
      });
      onSuccess();
    } catch {
      toast({
        group: authFormToasts,
        title: 'Erro no login',
        description: 'Ocorreu um erro inesperado.',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="grid gap-4" onSubmit={handleSubmit} noValidate>
      <Field label="Email" id="login-email">
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
      <Field label="Senha" id="login-password">
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="current-password"
            placeholder="Sua senha"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </Field>
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? 'Entrando...' : 'Entrar'}
      </Button>
      <Button type="button" variant="link" onClick={onForgot}>
        Esqueci minha senha
      </Button>
    </form>
  );
}
