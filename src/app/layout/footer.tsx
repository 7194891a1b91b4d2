import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { site, whatsappLink } from '@/config/site';
import { tourIds, tourTitles } from '@/domain/catalogue/tour-names';
import { InstagramIcon, TripAdvisorIcon, WhatsAppIcon } from '@/components/brand-icons';
import { whatsappGreeting } from './whatsapp-greeting';

const headingClass = 'font-display text-2xl tracking-wider text-gold';
const phoneDigits = site.phone.replace(/\D/g, '');
const phoneHref = `tel:+${phoneDigits.startsWith('55') ? '' : '55'}${phoneDigits}`;
const linkClass = 'rounded-sm text-primary-foreground/85 transition-colors hover:text-gold';

const socialLinks: {
  label: string;
  href: string;
  Icon: (props: React.ComponentProps<'svg'>) => React.ReactNode;
}[] = [
  { label: 'WhatsApp da Movie Tour', href: whatsappLink(whatsappGreeting), Icon: WhatsAppIcon },
  { label: 'Instagram da Movie Tour', href: site.instagramUrl, Icon: InstagramIcon },
  { label: 'Movie Tour no TripAdvisor', href: site.tripadvisorUrl, Icon: TripAdvisorIcon },
];

export function Footer() {
  const { address } = site;
  return (
    <footer className="on-dark bg-night text-primary-foreground">
      <div aria-hidden="true" className="marquee-lights" />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr_1.2fr]">
        <div className="space-y-4">
          <p className="font-display text-4xl tracking-wider text-gold">Movie Tour</p>
          <p className="max-w-xs text-sm leading-relaxed text-primary-foreground/80">
            Passeios em Campos do Jordão a bordo de veículos temáticos inspirados no cinema. Luz, câmera e
            muita serra.
          </p>
          <ul className="flex gap-3" aria-label="Redes sociais">
            {socialLinks.map(({ label, href, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  className="flex size-11 items-center justify-center rounded-full border border-gold/50 text-gold transition-colors hover:bg-gold hover:text-night"
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-labelledby="footer-passeios">
          <h2 id="footer-passeios" className={headingClass}>
            Passeios
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            {tourIds.map((id) => (
              <li key={id}>
                <Link to={paths.tour(id)} className={linkClass}>
                  {tourTitles[id]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-servicos">
          <h2 id="footer-servicos" className={headingClass}>
            Serviços
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              <Link to={paths.transfer} className={linkClass}>
                Transfer Privativo
              </Link>
            </li>
            <li>
              <Link to={paths.combo} className={linkClass}>
                Combos de Passeios
              </Link>
            </li>
            <li>
              <Link to={paths.giftCards} className={linkClass}>
                Vale-presente
              </Link>
            </li>
            <li>
              <Link to={paths.cancellationPolicyAlt} className={linkClass}>
                Política de Cancelamento
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className={headingClass}>Contato</h2>
          <address className="mt-4 space-y-3 text-sm not-italic text-primary-foreground/85">
            <p className="flex gap-3">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold" />
              <a href={phoneHref} className={linkClass}>
                {site.phone}
              </a>
            </p>
            <p className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold" />
              <a href={`mailto:${site.email}`} className={`${linkClass} wrap-anywhere`}>
                {site.email}
              </a>
            </p>
            <p className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold" />
              <span>
                {address.street}
                <br />
                {address.city} - {address.region}, {address.postalCode}
              </span>
            </p>
            <p className="flex gap-3">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold" />
              <span>
                Atendimento das {site.openingHours.opens} às {site.openingHours.closes}, todos os dias
              </span>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        {/* Room below the last line for the floating chat buttons (56 px, 20 to 24 px up, in both bottom corners):
            at the end of the page they covered its first and last words. */}
        <p className="mx-auto max-w-6xl px-4 pb-24 pt-5 text-xs text-primary-foreground/70">
          © {new Date().getFullYear()} {site.legalName}. Todos os direitos reservados.
        </p>
      </div>
    </footer>
  );
}
