import { useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { AuthTab } from '../auth-dialog-context';
import { ConfirmEmailDialog } from './confirm-email-dialog';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type AuthDialogProps = {
  open: boolean;
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  /** 'Esqueci minha senha' replaces the login form until the customer goes back (or the dialog closes). */
  forgot: boolean;
  onForgotChange: (forgot: boolean) => void;
  onOpenChange: (open: boolean) => void;
  onSuccess: () => void;
};

export function AuthDialog({
  open,
  tab,
  onTabChange,
  forgot,
  onForgotChange,
  onOpenChange,
  onSuccess,
}: AuthDialogProps) {
  const [confirmEmail, setConfirmEmail] = useState<string | null>(null);
  const changeOpen = (next: boolean) => {
    if (!next) onForgotChange(false);
    onOpenChange(next);
  };

  return (
    <>
      <Dialog open={open && confirmEmail === null} onOpenChange={changeOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Entre na Movie Tour</DialogTitle>
            <DialogDescription>
              Acesse sua conta para reservar passeios e acompanhar suas compras.
            </DialogDescription>
          </DialogHeader>
          <Tabs value={tab} onValueChange={(value) => onTabChange(value as AuthTab)}>
            <TabsList>
              <TabsTrigger value="login">Entrar</TabsTrigger>
              <TabsTrigger value="register">Cadastrar</TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              {forgot ? (
                <ForgotPasswordForm onBack={() => onForgotChange(false)} />
              ) : (
                <LoginForm onSuccess={onSuccess} onForgot={() => onForgotChange(true)} />
              )}
            </TabsContent>
            <TabsContent value="register">
              <RegisterForm
                onSignedIn={onSuccess}
                onNeedsConfirmation={(email) => {
                  onTabChange('login');
                  setConfirmEmail(email);
                }}
              />
            </TabsContent>
          </Tabs>
        </DialogContent>
      </Dialog>
      <ConfirmEmailDialog
        email={confirmEmail}
        onGoToLogin={() => {
          setConfirmEmail(null);
          onTabChange('login');
        }}
      />
    </>
  );
}

export default AuthDialog;
