import { useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { AuthTab } from '../auth-dialog-context';
import { ConfirmEmailDialog } from './confirm-email-dialog';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type AuthDialogProps = {
  open: boolean;
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  onOpenChange: (open: boolean) => void;
  onSuccess: () => void;
};

export function AuthDialog({ open, tab, onTabChange, onOpenChange, onSuccess }: AuthDialogProps) {
  const [confirmEmail, setConfirmEmail] = useState<string | null>(null);

  return (
    <>
      <Dialog open={open && confirmEmail === null} onOpenChange={onOpenChange}>
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
              <LoginForm onSuccess={onSuccess} />
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
