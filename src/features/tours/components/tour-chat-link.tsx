import { MessageCircle } from 'lucide-react';
import { whatsappLink } from '@/config/site';
import { useCookieConsent } from '@/features/consent';
import { cn } from '@/lib/cn';

/** The greeting the chat opens with, prefilled by the messaging app. */
function tourChatGreeting(title: string): string {
  return `Olá! Gostaria de saber mais sobre o passeio ${title}.`;
}

// Bottom-left: the layout's own messaging button already sits bottom-right on every page. A round button like that
// one, in the page's margin at 1280 px and wider; its label only where the margin holds the whole pill (1600 px):
// below that the labelled pill, 200 px wide, lay over the text and buttons of the page's left column as it scrolled.
// The footer keeps the corners clear below its last line.
export function TourChatLink({ title }: { title: string }) {
  const { accepted } = useCookieConsent();
  return (
    <a
      href={whatsappLink(tourChatGreeting(title))}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Conversar pelo WhatsApp sobre ${title}`}
      className={cn(
        'fixed left-4 z-30 inline-flex size-14 items-center justify-center gap-2 rounded-full bg-whatsapp text-sm font-bold text-white shadow-xl ring-4 ring-white/70 transition-transform hover:scale-105 focus-visible:scale-105 sm:left-6 min-[1600px]:w-auto min-[1600px]:px-4',
        accepted ? 'bottom-5 sm:bottom-6' : 'bottom-44 sm:bottom-28',
      )}
    >
      <MessageCircle className="size-6 min-[1600px]:size-5" aria-hidden="true" />
      <span className="hidden min-[1600px]:inline">Tire suas dúvidas</span>
    </a>
  );
}
