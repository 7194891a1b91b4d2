import { MailCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogStatusHeader } from '@/components/ui/dialog';

type ConfirmEmailDialogProps = {
  email: string | null;
  onGoToLogin: () => void;
};

/** Shown after a sign-up that returned no session: the account waits for the e-mail confirmation. */
export function ConfirmEmailDialog({ email, onGoToLogin }: ConfirmEmailDialogProps) {
  return (
    <Dialog open={email !== null} onOpenChange={(open) => (open ? undefined : onGoToLogin())}>
      <DialogContent>
        <DialogStatusHeader icon={MailCheck} tone="waiting" title="Confirme seu Email">
          Enviamos um link de confirmação para{' '}
          <strong className="wrap-anywhere text-foreground">{email}</strong>.
        </DialogStatusHeader>
        <p className="text-center text-sm text-muted-foreground">
          Verifique sua caixa de entrada e também a pasta de spam. Depois de confirmar, faça login com seu
          email e senha.
        </p>
        <Button size="lg" onClick={onGoToLogin}>
          Entendi, ir para Login
        </Button>
      </DialogContent>
    </Dialog>
  );
}
