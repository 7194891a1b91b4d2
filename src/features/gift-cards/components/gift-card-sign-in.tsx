import { LogIn } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { useAuthDialog } from '@/features/auth';

/** A visitor who is not signed in: the login dialog once on arrival, and the button to open it again. */
export function GiftCardSignIn() {
  const { openAuthDialog } = useAuthDialog();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    openAuthDialog();
  }, [openAuthDialog]);
  return (
    <div className="mx-auto mt-10 max-w-md rounded-2xl border border-border bg-card p-8 text-center shadow-sm">
      <LogIn className="mx-auto size-10 text-curtain" aria-hidden="true" />
      <h1 className="mt-3 font-display text-4xl tracking-wide text-primary">Login Necessário</h1>
      <p className="mt-2 text-muted-foreground">
        Entre com a conta que comprou ou resgatou o vale-presente para vê-lo.
      </p>
      <Button size="lg" className="mt-6" onClick={() => openAuthDialog()}>
        Fazer Login
      </Button>
    </div>
  );
}
