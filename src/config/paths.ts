export const paths = {
  home: '/',
  tour: (id: string) => `/passeio/${encodeURIComponent(id)}`,
  gallery: (id: string) => `/passeio/${encodeURIComponent(id)}/galeria`,
  cart: '/carrinho',
  myPurchases: '/minhas-compras',
  auth: '/auth',
  cancellationPolicy: '/regras-cancelamento',
  cancellationPolicyAlt: '/regras-de-cancelamento',
  combo: '/combo',
  transfer: '/transfer',
  paymentResult: '/pagamento-sucesso',
  testAnalytics: '/test-analytics',
  operator: {
    dashboard: '/admin',
    payments: '/admin/pagamentos',
    manifest: '/admin/manifesto',
    bookings: '/admin/reservas',
    newBooking: '/admin/reservas/nova',
    requests: '/admin/solicitacoes',
    capacity: '/admin/vagas',
  },
} as const;

export const anchors = { popularTours: 'popular-tours', vehicles: 'nossos-carros' } as const;
