import { KeyRound, Loader2 } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Seo } from '@/components/seo';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { newPasswordErrorMessage, validateNewPassword } from '@/domain/auth-validation';
import { getSupabase } from '@/lib/supabase';
import { toast } from '@/lib/toast-store';
import { useAuth } from './auth-context';
import { useAuthDialog } from './auth-dialog-context';

type RecoveryTokens = { accessToken: string; refreshToken: string };

/** The recovery link's session, as Supabase Auth hands it over in the address's fragment (type=recovery). */
export function recoveryTokensOf(hash: string): RecoveryTokens | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const accessToken = params.get('access_token');
  const refreshToken = params.get('refresh_token');
  if (params.get('type') !== 'recovery' || !accessToken || !refreshToken) return null;
  return { accessToken, refreshToken };
}

type Phase = 'checking' | 'invalid' | 'ready';

/**
 * /redefinir-senha, where the 'Esqueci minha senha' mail's link leads: the link signed the customer in for this, and
 * the page sets the new password, then signs in with it as the login does (the top bar and the session follow).
 */
export function ResetPasswordPage() {
  const { signIn } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const navigate = useNavigate();
  const [tokens] = useState(() =>
    typeof window === 'undefined' ? null : recoveryTokensOf(window.location.hash),
  );
  const [phase, setPhase] = useState<Phase>(tokens ? 'checking' : 'invalid');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!tokens) return;
    // The tokens leave the address bar (and the history) at once.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    let cancelled = false;
    void getSupabase()
      .then((supabase) =>
        supabase.auth.setSession({ access_token: tokens.accessToken, refresh_token: tokens.refreshToken }),
      )
      .then(
        ({ data, error }) => {
          if (cancelled) return;
          setEmail(data.user?.email ?? '');
          setPhase(error || !data.user?.email ? 'invalid' : 'ready');
        },
        () => !cancelled && setPhase('invalid'),
      );
    return () => {
      cancelled = true;
    };
  }, [tokens]);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = validateNewPassword(password, confirmation);
    if (problem) return void toast({ ...problem, variant: 'destructive' });
    setBusy(true);
    try {
      const supabase = await getSupabase();
      const { error } = await supabase.auth.updateUser({ password });
      if (error) return void toast({ ...newPasswordErrorMessage(error), variant: 'destructive' });
      // Signed in with the new password as any login is: the app's session follows.
      await signIn(email, password);
      toast({
        title: 'Senha alterada com sucesso!',
        description: 'Você já está conectado.',
        variant: 'success',
      });
      navigate(paths.home, { replace: true });
    } catch {
      toast({ title: 'Erro', description: 'Ocorreu um erro inesperado.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="mx-auto flex min-h-[55vh] w-full max-w-md flex-col justify-center gap-5 px-4 py-16">
      <Seo
        title="Nova senha | Movie Tour"
        description="Crie uma nova senha para a sua conta Movie Tour."
        path={paths.resetPassword}
        noindex
      />
      <div className="text-center">
        <KeyRound className="mx-auto size-10 text-primary" aria-hidden="true" />
        {/* A link that cannot set a password says so from its title: no form follows. */}
        <h1 className="mt-3 font-display text-4xl tracking-wide">
          {phase === 'invalid' ? 'Link inválido ou expirado' : 'Crie uma nova senha'}
        </h1>
      </div>
      {phase === 'checking' ? (
        <p role="status" className="flex items-center justify-center gap-2 text-muted-foreground">
          <Loader2 className="size-5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
          Verificando o link...
        </p>
      ) : phase === 'invalid' ? (
        <div className="grid gap-4 text-center">
          <p role="alert">
            Este link para criar uma nova senha é inválido ou já expirou. Peça um novo: ele chega ao seu
            e-mail em instantes.
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <Button size="lg" onClick={() => openAuthDialog({ forgot: true })}>
              Pedir um novo link
            </Button>
            <Button size="lg" variant="outline" onClick={() => openAuthDialog()}>
              Entrar
            </Button>
          </div>
        </div>
      ) : (
        <form className="grid gap-4" onSubmit={handleSubmit} noValidate>
          <p className="text-center text-sm text-muted-foreground">
            Conta <strong className="break-all text-foreground">{email}</strong>
          </p>
          <Field label="Nova senha" id="new-password">
            {(control) => (
              <Input
                {...control}
                type="password"
                autoComplete="new-password"
                placeholder="Mínimo 6 caracteres"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            )}
          </Field>
          <Field label="Confirme a nova senha" id="new-password-again">
            {(control) => (
              <Input
                {...control}
                type="password"
                autoComplete="new-password"
                value={confirmation}
                onChange={(event) => setConfirmation(event.target.value)}
              />
            )}
          </Field>
          <Button type="submit" size="lg" aria-busy={busy}>
            {busy ? 'Salvando...' : 'Salvar nova senha'}
          </Button>
        </form>
      )}
    </section>
  );
}

export default ResetPasswordPage;
