import type { Faq } from '../types.ts';

export const childFaq: Faq = {
  question: 'Crianças pagam?',
  answer:
    'Crianças de 6 a 10 anos pagam meia. Bebês e crianças até 5 anos no colo são isentos. A partir de 11 anos paga-se a tarifa de adulto.',
};

export const petFaq: Faq = {
  question: 'Posso levar meu pet?',
  answer:
    'Sim! Somos Pet Friendly e aceitamos pets de todos os portes, sem custo adicional. Traga guia e, se possível, uma mantinha para o banco.',
};

export const pickupFaq: Faq = {
  question: 'Onde é o embarque?',
  answer:
    'Buscamos você no seu hotel ou pousada em Campos do Jordão. Se preferir, escolha um dos nossos pontos de encontro ao finalizar a reserva.',
};

export const cancellationFaq: Faq = {
  question: 'Posso cancelar ou remarcar?',
  answer:
    'Sim, conforme a nossa Política de Cancelamento: remarcações com pelo menos 72 horas de antecedência e reembolso de acordo com o prazo do aviso.',
};
