import { useMemo } from 'react';
import { cartItems } from '@/domain/cart-storage';
import { getTourById } from '@/domain/catalogue/tours';
import type { CartItem } from '@/domain/types';
import { useCart } from './cart-context';

/**
 * The cart's items with their tours, for the pages that show or price them. The cart itself holds ids and
 * choices only, so the catalogue stays out of the code every page loads first.
 */
export function useCartItems(): CartItem[] {
  const { lines } = useCart();
  return useMemo(() => cartItems(lines, getTourById), [lines]);
}
