import { creditKeys } from '@/features/credits';

/** Every query key of gift cards. Redeeming one is a credit write, so it refreshes `creditKeys.all` too. */
export const giftCardKeys = {
  all: ['gift-cards'] as const,
  /** The printable card, per signed-in user: who asks decides whether it opens. */
  card: (userId: string, code: string) => [...giftCardKeys.all, 'card', userId, code] as const,
  mine: (userId: string) => [...giftCardKeys.all, 'mine', userId] as const,
  credit: creditKeys.all,
};
