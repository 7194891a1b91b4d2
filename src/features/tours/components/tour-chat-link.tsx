import { MessageCircle } from 'lucide-react';
import { whatsappLink } from '@/config/site';
import { useCookieConsent } from '@/features/consent';
import { cn } from '@/lib/cn';

/** The greeting the chat opens with, prefilled by the messaging app. */
function tourChatGreeting(title: string): string {
  return `Olá! Gostaria de saber mais sobre o passeio ${title}.`;
}

// Bottom-left: the layout's own messaging button already sits bottom-right on every page.
export function TourChatLink({ title }: { title: string }) {
  const { accepted } = useCookieConsent();
  return (
    <a
      href={whatsappLink(tourChatGreeting(title))}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Conversar pelo WhatsApp sobre ${title}`}
      className={cn(
        'fixed left-4 z-30 inline-flex h-14 items-center gap-2 rounded-full bg-whatsapp px-4 text-sm font-bold text-white shadow-xl ring-4 ring-white/70 transition-transform hover:scale-105 focus-visible:scale-105 sm:left-6',
        accepted ? 'bottom-5 sm:bottom-6' : 'bottom-44 sm:bottom-28',
      )}
    >
      <MessageCircle className="size-5" aria-hidden="true" />
      <span className="hidden sm:inline">Tire suas dúvidas</span>
    </a>
  );
}
