import { LogIn } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Seo } from '@/components/seo';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from './auth-context';
import { useAuthDialog } from './auth-dialog-context';

/** Only same-site paths are followed after login, never an address from elsewhere. */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/auth'))
    return paths.home;
  return value;
}

export function AuthPage() {
  const { status } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const from = (location.state as { from?: string } | null)?.from;
  const target = safeRedirect(from ?? params.get('redirect'));
  const opened = useRef(false);

  useEffect(() => {
    if (status === 'signedIn') {
      navigate(target, { replace: true });
      return;
    }
    if (status === 'signedOut' && !opened.current) {
      opened.current = true;
      openAuthDialog({ onSuccess: () => navigate(target, { replace: true }) });
    }
  }, [status, target, navigate, openAuthDialog]);

  return (
    <section className="mx-auto flex min-h-[55vh] max-w-md flex-col items-center justify-center gap-5 px-4 py-16 text-center">
      <Seo
        title="Entrar | Movie Tour"
        description="Entre na sua conta Movie Tour."
        path={paths.auth}
        noindex
      />
      <h1 className="font-display text-4xl tracking-wide">Entre na Movie Tour</h1>
      <p className="text-muted-foreground">Faça login para acompanhar suas compras e reservar passeios.</p>
      <Button
        size="lg"
        onClick={() => openAuthDialog({ onSuccess: () => navigate(target, { replace: true }) })}
        disabled={status === 'loading'}
      >
        <LogIn aria-hidden="true" />
        Fazer Login
      </Button>
    </section>
  );
}

export default AuthPage;
