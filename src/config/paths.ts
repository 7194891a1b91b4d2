export const paths = {
  home: '/',
  tour: (id: string) => `/passeio/${encodeURIComponent(id)}`,
  gallery: (id: string) => `/passeio/${encodeURIComponent(id)}/galeria`,
  cart: '/carrinho',
  myPurchases: '/minhas-compras',
  auth: '/auth',
  /** Where the 'Esqueci minha senha' mail's link leads: a new password for the signed-in recovery session. */
  resetPassword: '/redefinir-senha',
  cancellationPolicy: '/regras-cancelamento',
  cancellationPolicyAlt: '/regras-de-cancelamento',
  combo: '/combo',
  transfer: '/transfer',
  paymentResult: '/pagamento-sucesso',
  testAnalytics: '/test-analytics',
  /** A booking's e-ticket; the code is the voucher's (src/domain/voucher-code.ts). */
  voucher: (code: string) => `/voucher/${encodeURIComponent(code)}`,
  /** Gift cards: the offer, and a card's printable page by its code (src/domain/gift-cards.ts). */
  giftCards: '/vale-presente',
  giftCard: (code: string) => `/vale-presente/${encodeURIComponent(code)}`,
  /** The driver's boarding screen (staff only). */
  boarding: '/embarque',
  operator: {
    dashboard: '/admin',
    payments: '/admin/pagamentos',
    manifest: '/admin/manifesto',
    bookings: '/admin/reservas',
    newBooking: '/admin/reservas/nova',
    requests: '/admin/solicitacoes',
    capacity: '/admin/vagas',
    team: '/admin/equipe',
    customers: '/admin/clientes',
    coupons: '/admin/cupons',
    giftCards: '/admin/vales-presente',
  },
} as const;

export const anchors = { popularTours: 'popular-tours', vehicles: 'nossos-carros' } as const;
