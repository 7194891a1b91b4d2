// The gift-cards feature's public entry: Minhas Compras places its 'Resgatar vale-presente' control.
export { RedeemGiftCard } from './components/redeem-gift-card';
