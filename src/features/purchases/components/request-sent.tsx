import type { ReactNode } from 'react';
import { CircleCheck } from 'lucide-react';
import { WhatsAppIcon } from '@/components/brand-icons';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { whatsappLink } from '@/config/site';

/**
 * Opens the messaging app with the request's text, in a new tab (spec §9: cancellations are asked for through
 * the messaging app). Called after the request is stored, so a popup blocker may refuse it: RequestSent shows
 * the same chat as a link.
 */
export function openWhatsApp(text: string) {
  window.open(whatsappLink(text), '_blank', 'noopener,noreferrer');
}

/** The dialog once the request is stored: what happens next, and the chat with the text already typed. */
export function RequestSent({ text, children }: { text: string; children: ReactNode }) {
  return (
    <div className="grid gap-4">
      <div
        role="status"
        className="flex gap-3 rounded-xl border border-green-300 bg-green-50 p-4 text-sm text-green-950"
      >
        <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div className="grid gap-1">
          <p className="font-semibold">Solicitação enviada</p>
          <p>{children}</p>
        </div>
      </div>
      <p className="text-sm text-muted-foreground">
        O WhatsApp abre com a mensagem pronta. Se ele não abriu, use o botão abaixo.
      </p>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Concluir</Button>
        </DialogClose>
        <a
          href={whatsappLink(text)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex h-10 items-center justify-center gap-2 rounded-md bg-whatsapp px-4 text-sm font-bold text-white hover:bg-whatsapp/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        >
          <WhatsAppIcon className="size-5 shrink-0" />
          Abrir WhatsApp
        </a>
      </DialogFooter>
    </div>
  );
}
