/** Spec §8: why adding to the cart asks for a login first. */
export const signInToAddToCart = {
  title: 'Login necessário',
  description: 'Faça login para adicionar passeios ao carrinho.',
};
