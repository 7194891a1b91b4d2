// The credits feature's public entry: the customer's credit balance and ledger, read by My Purchases, the checkout
// and the operator's customers page.
export { fetchCreditBalance, myCreditBalanceQueryOptions, type CreditBalance } from './api/credit-balance';
export { creditKeys } from './api/credit-keys';
export {
  customerCreditMovementsQueryOptions,
  fetchCreditMovements,
  type CreditMovement,
} from './api/credit-movements';
export { CreditMovementList } from './components/credit-movement-list';
export { CreditPanel } from './components/credit-panel';
export { UseCreditControl } from './components/use-credit-control';
