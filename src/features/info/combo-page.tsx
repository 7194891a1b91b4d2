import { Check, Ticket } from 'lucide-react';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { combos, type Combo } from '@/domain/catalogue/combos';
import { formatBRL } from '@/domain/money';
import { InfoPageHeader } from './info-page-header';
import { infoBreadcrumb } from './info-jsonld';
import { WhatsAppButton } from './whatsapp-button';

const title = 'Promoções e Combos';

function comboRequestMessage(combo: Combo): string {
  return `Olá! Tenho interesse no combo "${combo.title}" (${formatBRL(combo.price)}). Podem me passar as datas disponíveis?`;
}

function ComboCard({ combo }: { combo: Combo }) {
  const headingId = `combo-${combo.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="relative flex flex-col overflow-hidden rounded-3xl border border-border bg-card shadow-sm transition-shadow hover:shadow-lg"
    >
      <div className="on-dark film-grain bg-night px-6 pb-6 pt-7 text-primary-foreground">
        {combo.badge ? (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-gold px-3 py-1 text-xs font-bold uppercase tracking-wider text-night">
            <Ticket aria-hidden="true" className="size-3.5" />
            {combo.badge}
          </span>
        ) : null}
        <h2 id={headingId} className="mt-4 font-display text-4xl leading-none tracking-wide">
          {combo.title}
        </h2>
        <p className="mt-4">
          <span className="font-display text-5xl tracking-wide text-gold">{formatBRL(combo.price)}</span>{' '}
          <span className="text-sm text-primary-foreground/80">por pessoa</span>
        </p>
        {combo.highlights.length > 0 ? (
          <p className="mt-2 text-sm font-medium text-primary-foreground/85">
            {combo.highlights.join(' · ')}
          </p>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-6 p-6">
        <p className="leading-relaxed text-foreground/85">{combo.description}</p>
        <div>
          <h3 className="text-sm font-semibold uppercase tracking-wider text-muted-foreground">
            O que está incluído
          </h3>
          <ul className="mt-3 space-y-2">
            {combo.includes.map((item) => (
              <li key={item} className="flex gap-2.5 text-sm">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <WhatsAppButton
          message={comboRequestMessage(combo)}
          className="mt-auto w-full"
          aria-label={`Solicitar Combo ${combo.title}`}
        >
          Solicitar Combo
        </WhatsAppButton>
      </div>
    </article>
  );
}

export function ComboPage() {
  return (
    <>
      <Seo
        title="Promoções e Combos de Passeios | Movie Tour"
        description="Combos de passeios em Campos do Jordão com desconto e ingressos inclusos: Promoção dia Todo, Combo MovieTour e Combo Parques. Solicite pelo WhatsApp."
        path={paths.combo}
        jsonLd={[infoBreadcrumb(title, paths.combo)]}
      />
      <InfoPageHeader eyebrow="Sessão dupla, preço de matinê" title={title}>
        <p>Junte passeios, economize e garanta os ingressos das principais atrações de Campos do Jordão.</p>
      </InfoPageHeader>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <div className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {combos.map((combo) => (
            <ComboCard key={combo.id} combo={combo} />
          ))}
        </div>
        <section
          aria-labelledby="combo-contato"
          className="mt-14 flex flex-col items-center gap-4 rounded-3xl border-2 border-dashed border-gold/70 bg-muted px-6 py-10 text-center"
        >
          <h2 id="combo-contato" className="font-display text-4xl tracking-wide text-primary">
            Quer montar um roteiro sob medida?
          </h2>
          <p className="max-w-xl text-foreground/80">
            Fale com a nossa equipe: ajudamos a combinar passeios, datas e transporte para o seu grupo.
          </p>
          <WhatsAppButton message="Olá! Gostaria de saber mais sobre os combos de passeios da Movie Tour.">
            Fale Conosco
          </WhatsAppButton>
        </section>
      </div>
    </>
  );
}

export default ComboPage;
