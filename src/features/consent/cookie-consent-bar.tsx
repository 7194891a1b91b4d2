import { Cookie } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useCookieConsent } from './use-cookie-consent';

/**
 * Bottom bar asking for cookie consent; gone for good once 'Aceitar' is pressed. Sticky, not fixed: it stays at the
 * bottom of the screen while the visitor scrolls, and at the end of the page it sits below the footer instead of
 * hiding its last lines (the address, the opening hours) from a visitor who has not answered.
 */
export function CookieConsentBar() {
  const { accepted, accept } = useCookieConsent();
  if (accepted) return null;
  return (
    <section
      aria-label="Aviso de cookies"
      className="on-dark sticky bottom-0 z-40 border-t-2 border-gold/70 bg-night/95 text-primary-foreground shadow-[0_-8px_30px_rgb(0_0_0/0.35)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:gap-6">
        <Cookie aria-hidden="true" className="hidden size-8 shrink-0 text-gold sm:block" />
        <p className="text-sm leading-relaxed text-primary-foreground/90">
          Usamos cookies para lembrar seu carrinho e entender como o site é usado. Ao clicar em Aceitar, você
          concorda com o uso de cookies neste navegador.
        </p>
        <Button variant="accent" className="shrink-0 self-end px-8 sm:self-auto" onClick={accept}>
          Aceitar
        </Button>
      </div>
    </section>
  );
}
