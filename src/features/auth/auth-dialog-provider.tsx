import { Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { lazyPart } from '@/boot/lazy-page';
import { AuthDialogContext, type AuthTab, type OpenAuthDialogOptions } from './auth-dialog-context';

const AuthDialog = lazyPart(() => import('./components/auth-dialog'));

/** Owns the login/register dialog; its code loads the first time someone opens it. */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const [tab, setTab] = useState<AuthTab>('login');
  const [forgot, setForgot] = useState(false);
  const callbacks = useRef<OpenAuthDialogOptions>({});

  const openAuthDialog = useCallback((options: OpenAuthDialogOptions = {}) => {
    callbacks.current = options;
    setTab(options.tab ?? 'login');
    setForgot(options.forgot ?? false);
    setMounted(true);
    setOpen(true);
  }, []);

  const value = useMemo(() => ({ openAuthDialog }), [openAuthDialog]);

  return (
    <AuthDialogContext.Provider value={value}>
      {children}
      {mounted ? (
        <Suspense fallback={null}>
          <AuthDialog
            open={open}
            tab={tab}
            onTabChange={setTab}
            forgot={forgot}
            onForgotChange={setForgot}
            onSuccess={() => {
              const { onSuccess } = callbacks.current;
              callbacks.current = {};
              setOpen(false);
              onSuccess?.();
            }}
            onOpenChange={(next) => {
              setOpen(next);
              if (!next) {
                const { onDismiss } = callbacks.current;
                callbacks.current = {};
                onDismiss?.();
              }
            }}
          />
        </Suspense>
      ) : null}
    </AuthDialogContext.Provider>
  );
}
