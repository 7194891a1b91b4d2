import { Accordion } from '@/components/ui/accordion';
import type { Faq } from '@/domain/types';

export function TourFaq({ faqs }: { faqs: Faq[] }) {
  return (
    <section aria-labelledby="faq-titulo">
      <h2 id="faq-titulo" className="font-display text-3xl tracking-wide text-primary">
        Perguntas frequentes
      </h2>
      <Accordion
        className="mt-3 rounded-2xl border border-border bg-card px-5 shadow-sm"
        entries={faqs.map((faq) => ({ value: faq.question, trigger: faq.question, content: faq.answer }))}
      />
    </section>
  );
}
