import { whatsappLink } from '@/config/site';
import { useCookieConsent } from '@/features/consent';
import { WhatsAppIcon } from '@/components/brand-icons';
import { cn } from '@/lib/cn';
import { whatsappGreeting } from './whatsapp-greeting';

/** Bottom-right chat button; sits above the cookie bar while that bar is showing. */
export function FloatingWhatsAppButton() {
  const { accepted } = useCookieConsent();
  return (
    <a
      href={whatsappLink(whatsappGreeting)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Fale conosco pelo WhatsApp"
      className={cn(
        'fixed right-4 z-30 flex size-14 items-center justify-center rounded-full bg-whatsapp text-white shadow-lg ring-4 ring-white/70 transition-transform hover:scale-105 focus-visible:scale-105 sm:right-6',
        accepted ? 'bottom-5 sm:bottom-6' : 'bottom-44 sm:bottom-28',
      )}
    >
      <WhatsAppIcon className="size-8" />
    </a>
  );
}
