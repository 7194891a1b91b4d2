import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import type { Faq } from '@/domain/types';

export function TourFaq({ faqs }: { faqs: Faq[] }) {
  return (
    <section aria-labelledby="faq-titulo">
      <h2 id="faq-titulo" className="font-display text-3xl tracking-wide text-primary">
        Perguntas frequentes
      </h2>
      <Accordion
        type="single"
        collapsible
        className="mt-3 rounded-2xl border border-border bg-card px-5 shadow-sm"
      >
        {faqs.map((faq, index) => (
          <AccordionItem key={faq.question} value={`faq-${index}`}>
            <AccordionTrigger>{faq.question}</AccordionTrigger>
            <AccordionContent>{faq.answer}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  );
}
